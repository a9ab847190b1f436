// `npm run dev`: the API server (restarted on change) and Vite with hot reload, /api proxied to the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT ?? '8081';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
