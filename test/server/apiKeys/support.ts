import type { InjectOptions } from 'fastify';
import type { IssuedApiKey } from '../../../src/api/apiKeys';
import type { App } from '../../../server/app';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { owners, userPermissions, users } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { seedTestDemo } from '../support/demo';
import { bearer, signIn, type SignedIn } from '../support/signIn';
import { createAccount } from '../support/accounts';

/** The demo accounts of CONTRACT.md the tenancy tests use. */
export const DEMO = {
  partner: { code: 'DEMO01', username: '0907654321', password: 'demo-partner-2026' },
  owner: { code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026' },
  employee: { code: 'DEMO01', username: '0912345678', password: 'demo-employee-2026' },
  owner2: { code: 'DEMO02', username: '0909999999', password: 'demo-merchant2-2026' },
} as const;

/**
 * The demo data with a few hundred sales: enough for DEMO01 and DEMO02 to have sales, shops and points of their own.
 * DEMO01's partner may also read shops and points (added for that user, as the owner would on /user-permission), so
 * that the keys the tests make may carry every scope: a scope needs its action (SCOPE_ACTIONS).
 */
export const seedSmallDemo = async (database: Database): Promise<void> => {
  await seedTestDemo(database, { transactions: 300 });
  const [partner] = await database.db.select({ id: users.id }).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
    .where(and(eq(owners.code, DEMO.partner.code), eq(users.username, DEMO.partner.username)));
  await database.db.insert(userPermissions).values([ACTIONS.findShops, ACTIONS.earnPointHistory].map((action) => ({ userId: partner.id, action, effect: 'grant' as const })))
    .onConflictDoNothing();
};

export const signInAs = async (app: App, account: { code: string; username: string; password: string }): Promise<Record<string, string>> => {
  const session = await signIn(app, account);
  return bearer(session.token, session.secondToken);
};

/** A third-party user of `code` made by the test (the seed has none for DEMO02), signed in; `actions`: its role's, else the default. */
export const thirdPartyOf = async (app: App, database: Database, code: string, actions?: readonly string[]): Promise<SignedIn> => {
  const account = await createAccount(database, { code, type: 'thirdparty', ...(actions ? { actions } : {}) });
  return { account, headers: await signInAs(app, account) };
};

export const keyCalls = (app: () => App) => {
  const post = (call: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    app().inject({ method: 'POST', url: `/api/api-key/${call}`, payload, headers });
  return {
    post,
    /** createApiKey that must succeed: the issued key. */
    async create(headers: Record<string, string>, password: string, fields: Record<string, unknown> = {}): Promise<IssuedApiKey> {
      const answer = await post('createApiKey', { name: 'Đồng bộ kế toán', scopes: ['transactions:read', 'shops:read', 'points:read'], password, ...fields }, headers);
      if (answer.statusCode !== 200) throw new Error(`createApiKey failed: ${answer.body}`);
      return answer.json().data as IssuedApiKey;
    },
  };
};

/** A partner API call with a key. */
export const partnerGet = (app: App, url: string, key: string | null, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url, headers: key === null ? {} : { authorization: `Bearer ${key}` }, ...extra });
