/**
 * `npm run bench:reset`: how long the first step of "Forgot password" takes for a known account and for an
 * unknown one (issue 15: they must be indistinguishable). Over loopback HTTP, on a fresh embedded database with the demo
 * data; the two kinds interleaved so that warm-up and noise fall on both alike. Prints medians and 90th
 * percentiles; the test (test/server/auth/resetRequestTiming.test.ts) proves the equality structurally.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { prepareData } from '../server/startup/prepareData';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const KNOWN = 'merchant@demo.local';
const UNKNOWN = 'nobody@demo.local';

/** The client (plain JavaScript, run on a worker thread): step 1 for each kind in turn, timed to the answer's end. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, known, unknown, rounds } = workerData;
const settled = () => new Promise((resolve) => { parentPort.once('message', resolve); parentPort.postMessage({ idle: true }); });
const step = async (username) => {
  const { id } = await (await fetch(url + '/api/user/create-captcha')).json();
  const { data } = await (await fetch(url + '/api/dev/captcha/' + id)).json();
  const body = JSON.stringify({ username, captchaId: id, captchaText: data.text });
  const started = performance.now();
  const answer = await fetch(url + '/api/merchant/resetPass', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await answer.text();
  const took = performance.now() - started;
  if (answer.status !== 200) throw new Error('resetPass answered ' + answer.status + ': ' + text);
  await settled();
  return took;
};
(async () => {
  const timings = { [known]: [], [unknown]: [] };
  for (let i = 0; i < 6; i++) await step(i % 2 ? known : unknown);
  for (let i = 0; i < rounds; i++) {
    for (const username of i % 2 ? [known, unknown] : [unknown, known]) timings[username].push(await step(username));
  }
  parentPort.postMessage({ timings });
})();
`;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-reset-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), DEMO_DATA: '1',
    SIGNIN_RATE_PER_MINUTE: '100000', CAPTCHA_RATE_PER_MINUTE: '100000', AUTH_SECRET: 'bench-secret',
    // Each account is asked for many times a minute: past one a minute a request is told to wait (429).
    OTP_SEND_PER_MINUTE: '100000', OTP_SEND_PER_HOUR: '100000',
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await prepareData(database, config, () => undefined);
  const app = await buildApp({ database, config });
  // Over a real socket, timed by a client on a thread of its own: the server's work after an answer (the e-mail)
  // must not hold up the client's event loop as it would in one thread.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let timings: Record<string, number[]>;
  try {
    const client = new Worker(CLIENT, { eval: true, workerData: { url, known: KNOWN, unknown: UNKNOWN, rounds: ROUNDS } });
    timings = await new Promise((resolve, reject) => {
      client.on('message', (message: { idle?: true; timings?: Record<string, number[]> }) => {
        // The e-mail of a known account leaves after its answer: let it go before the next request.
        if (message.idle) void app.services.auth.afterAnswer.idle().then(() => client.postMessage('go'));
        if (message.timings) resolve(message.timings);
      });
      client.on('error', reject);
    });
    await client.terminate();
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(`\nForgot password, step 1 (${ROUNDS} requests of each kind, over loopback HTTP, PGlite)`);
  for (const [label, username] of [['known account', KNOWN], ['unknown account', UNKNOWN]] as const) {
    console.log(`  ${label.padEnd(16)} median ${ms(quantile(timings[username], 0.5))}   p90 ${ms(quantile(timings[username], 0.9))}`);
  }
  const ratio = quantile(timings[KNOWN], 0.5) / quantile(timings[UNKNOWN], 0.5);
  console.log(`  median known / unknown ${ratio.toFixed(2)}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
