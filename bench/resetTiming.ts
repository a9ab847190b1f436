/**
 * `npm run bench:reset`: how long the first step of "Forgot password" takes for a known account and for an
 * unknown one (issue 15: they must be indistinguishable). In-process, on a fresh embedded database with the demo
 * data; the two kinds interleaved so that warm-up and noise fall on both alike. Prints medians and 90th
 * percentiles; the test (test/server/auth/resetRequestTiming.test.ts) proves the equality structurally.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { prepareData } from '../server/startup/prepareData';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const KNOWN = 'merchant@demo.local';
const UNKNOWN = 'nobody@demo.local';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-reset-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), DEMO_DATA: '1',
    SIGNIN_RATE_PER_MINUTE: '100000', CAPTCHA_RATE_PER_MINUTE: '100000', AUTH_SECRET: 'bench-secret',
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await prepareData(database, config, () => undefined);
  const app = await buildApp({ database, config });
  const timings: Record<string, number[]> = { [KNOWN]: [], [UNKNOWN]: [] };
  try {
    const step = async (username: string) => {
      const { id } = (await app.inject('/api/user/create-captcha')).json();
      const { data } = (await app.inject(`/api/dev/captcha/${id}`)).json();
      const started = performance.now();
      const answer = await app.inject({ method: 'POST', url: '/api/merchant/resetPass', payload: { username, captchaId: id, captchaText: data.text } });
      const took = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`resetPass answered ${answer.statusCode}: ${answer.body}`);
      // The e-mail of the known account leaves after the answer: not part of what the caller waits for.
      await app.services.auth.afterAnswer.idle();
      return took;
    };
    for (let i = 0; i < 5; i++) await step(i % 2 ? KNOWN : UNKNOWN);
    for (let i = 0; i < ROUNDS; i++) {
      for (const username of i % 2 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN]) timings[username].push(await step(username));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(`\nForgot password, step 1 (${ROUNDS} requests of each kind, in-process, PGlite)`);
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
