import { eq } from 'drizzle-orm';
import { PASSWORD_PARAMS, TEST_PASSWORD_PARAMS } from '../../../server/auth/passwords';
import { loadConfig } from '../../../server/config';
import { users } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { buildAuthApp, testConfig } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { signIn } from '../support/signIn';

const paramsOf = (hash: string) => {
  const [, N, r, p] = hash.split('$');
  return { N: Number(N), r: Number(r), p: Number(p) };
};

describe('PASSWORD_HASH_COST', () => {
  it('is the standard cost unless a test run asks for the cheap one, which production refuses', () => {
    expect(loadConfig({}).auth.passwordHashing).toEqual(PASSWORD_PARAMS);
    expect(loadConfig({ PASSWORD_HASH_COST: 'standard', NODE_ENV: 'production' }).auth.passwordHashing).toEqual(PASSWORD_PARAMS);
    expect(loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' }).auth.passwordHashing).toEqual(TEST_PASSWORD_PARAMS);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow('PASSWORD_HASH_COST=test cannot be used with NODE_ENV=production');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST must be standard or test');
  });
});

// The one suite that pays the real cost: every other test app runs on testConfig's cheap one.
describeEachDatabase('the standard password cost', (context) => {
  it('hashes a new password and the dummy hash at N = 2^17, and signs in against them', async () => {
    const app = await buildAuthApp(context.database, undefined, { auth: { passwordHashing: PASSWORD_PARAMS } });
    try {
      expect(testConfig().auth.passwordHashing).toEqual(TEST_PASSWORD_PARAMS);
      expect(paramsOf(app.services.auth.dummyHash)).toEqual(PASSWORD_PARAMS);
      const account = await createAccount(context.database, { passwordParams: PASSWORD_PARAMS });
      const [{ passwordHash }] = await context.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.userId));
      expect(paramsOf(passwordHash)).toEqual(PASSWORD_PARAMS);
      const { token } = await signIn(app, account);
      expect(token).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});
