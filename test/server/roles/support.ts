import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../../../server/db/demo/accounts';
import { seedTestDemo } from '../support/demo';
import { auditEvents, owners, roles, users } from '../../../server/db/schema';
import type { BuiltinRole } from '../../../src/api/permissions';
import type { DatabaseContext } from '../support/databases';
import { bearer, signIn } from '../support/signIn';
import { suiteApp, type SuiteApp } from '../support/suiteApp';

/** A demo account signed in: its session's headers and its user id. */
export interface DemoUser {
  userId: number;
  headers: Record<string, string>;
  password: string;
}

/** The calls that change who may do what: each takes the caller's password again. */
const RIGHTS_CHANGES = new Set(['permission/updateClientRolePerms', 'permission/assignRole', 'permission/updateUserPermissions']);

export type DemoWho = 'owner' | 'employee' | 'partner' | 'owner2';

const ACCOUNT_OF: Record<DemoWho, string> = {
  owner: '0901234567', employee: '0912345678', partner: '0907654321', owner2: '0909999999',
};

export interface DemoSuite extends SuiteApp {
  readonly who: Record<DemoWho, DemoUser>;
  post(url: string, payload: unknown, who: DemoUser): Promise<InjectResponse>;
  /** The id of a demo merchant's built-in role. */
  builtinRole(code: 'DEMO01' | 'DEMO02', key: BuiltinRole): Promise<number>;
  /** The id of a demo merchant's user by phone. */
  userId(code: 'DEMO01' | 'DEMO02', phone: string): Promise<number>;
  /** The audit rows of a kind for DEMO01, oldest first. */
  audited(kind: string): Promise<{ userId: number | null; detail: unknown }[]>;
}

/**
 * The demo data set (10 sales: what matters here is DEMO01 against DEMO02 and their built-in roles), one app for
 * the describe block, and the four demo accounts signed in.
 */
export const demoSuite = (context: DatabaseContext): DemoSuite => {
  const suite = suiteApp(context);
  const who = {} as Record<DemoWho, DemoUser>;
  beforeAll(async () => {
    await seedTestDemo(context.database, { transactions: 10 });
    for (const [name, phone] of Object.entries(ACCOUNT_OF) as [DemoWho, string][]) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === phone)!;
      const session = await signIn(suite.app, account);
      const [row] = await context.database.db.select({ id: users.id }).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
        .where(and(eq(owners.code, account.code), eq(users.username, phone)));
      who[name] = { userId: row.id, headers: bearer(session.token, session.secondToken), password: account.password };
    }
  });
  return {
    get app() {
      return suite.app;
    },
    clock: suite.clock,
    who,
    // A change of rights carries the caller's password unless the test gives one (test/server/roles/rightsPassword.test.ts).
    post: (url, payload, caller) => suite.app.inject({
      method: 'POST', url: `/api/${url}`, headers: caller.headers,
      payload: RIGHTS_CHANGES.has(url) ? { password: caller.password, ...(payload as Record<string, unknown>) } : payload as Record<string, unknown>,
    }),
    async builtinRole(code, key) {
      const [row] = await context.database.db.select({ id: roles.id }).from(roles).innerJoin(owners, eq(owners.id, roles.ownerId))
        .where(and(eq(owners.code, code), eq(roles.builtin, key)));
      return row.id;
    },
    async userId(code, phone) {
      const [row] = await context.database.db.select({ id: users.id }).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
        .where(and(eq(owners.code, code), eq(users.username, phone)));
      return row.id;
    },
    async audited(kind) {
      return context.database.db.select({ userId: auditEvents.userId, detail: auditEvents.detail }).from(auditEvents)
        .where(and(eq(auditEvents.ownerCode, 'DEMO01'), eq(auditEvents.kind, kind))).orderBy(auditEvents.id);
    },
  };
};
