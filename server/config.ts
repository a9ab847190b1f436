import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, a PostgreSQL server (node-postgres); otherwise embedded PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  logLevel: string;
  staticDir: string;
  /** Development hooks (CONTRACT.md) are on unless NODE_ENV is production. */
  devHooks: boolean;
}

type Env = Record<string, string | undefined>;

const parsePort = (value: string | undefined): number => {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
};

export const loadConfig = (env: Env = process.env): Config => {
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    port: parsePort(env.PORT),
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    devHooks: nodeEnv !== 'production',
  };
};
