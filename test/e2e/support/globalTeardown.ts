import { removeTemplate, stopServer } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_SERVER) await stopServer(JSON.parse(process.env.E2E_SERVER) as { pid: number; dataDir: string });
  removeTemplate();
}
