import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { AUTH_CHANGES_APPLICATION } from '../../../server/db/authChanges';
import { sessions, users } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { statementsDuring } from '../support/statementLog';
import { bearer, profile, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { untilStatus } from '../support/untilStatus';

/** The session read's statement (server/auth/sessions.ts): the only one that selects from sessions by token hash. */
const readsSession = (statements: string[]) => statements.some((text) => /from "sessions".*"token_hash"/s.test(text));

/** A profile request's status and whether it read the session from the database. */
const profileCall = async (database: Parameters<typeof statementsDuring>[0], call: () => ReturnType<typeof profile>) => {
  let status = 0;
  const statements = await statementsDuring(database, async () => {
    status = (await call()).statusCode;
  });
  return { status, readSession: readsSession(statements) };
};

describeEachDatabase('A session kept between requests', (context) => {
  const suite = suiteApp(context);

  const signedIn = async () => {
    await context.database.authChanges.whenReceiving();
    const account = await createAccount(context.database);
    const { token, secondToken } = await signIn(suite.app, account);
    const headers = bearer(token, secondToken);
    const call = () => profile(suite.app, headers);
    return { account, headers, call };
  };

  it('is read once, then kept: the next requests make no session round trip', async () => {
    const { call } = await signedIn();
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: true });
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
  });

  it('reads only tables whose changes are announced (every input of the session read has the trigger)', async () => {
    const { call } = await signedIn();
    const statements = await statementsDuring(context.database, async () => {
      await call();
    });
    const read = statements.find((text) => /from "sessions".*"token_hash"/s.test(text));
    const tables = new Set([...(read ?? '').matchAll(/(?:from|join) "(\w+)"/g)].map((match) => match[1]));
    expect([...tables].sort()).toEqual(expect.arrayContaining(['owners', 'passkeys', 'role_actions', 'sessions', 'users']));
    const announced = await context.database.rows<{ table: string }>(sql`select distinct c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where p.proname = 'notify_auth_changed'`);
    const withTrigger = new Set(announced.map((row) => row.table));
    expect([...tables].filter((table) => !withTrigger.has(table))).toEqual([]);
  });

  it('is read again after any change to its inputs commits, and a lock applies at the next request', async () => {
    const { account, call } = await signedIn();
    await call();
    // Another user's change: every kept session is forgotten (one notice for all), and this one still passes.
    const other = await createAccount(context.database);
    await context.database.db.update(users).set({ locale: 'vi' }).where(eq(users.id, other.userId));
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: true });
    await context.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, account.userId));
    expect((await call()).statusCode).toBe(401);
  });

  it('ends at the next request after sign-out, and after its last use was moved back past the idle limit', async () => {
    const leaving = await signedIn();
    await leaving.call();
    expect((await suite.app.inject({ method: 'POST', url: '/api/merchant/logout', headers: leaving.headers, payload: {} })).statusCode).toBe(200);
    expect((await leaving.call()).statusCode).toBe(401);

    const idle = await signedIn();
    await idle.call();
    const aged = new Date(suite.clock.now().getTime() - 31 * MINUTE);
    await context.database.db.update(sessions).set({ lastSeenAt: aged }).where(eq(sessions.userId, idle.account.userId));
    expect((await idle.call()).statusCode).toBe(401);
  });

  it('keeps the sliding window: its use still moves last_seen_at, without announcing a change', async () => {
    const { account, call } = await signedIn();
    await call();
    suite.clock.advance(2 * MINUTE);
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
    const [row] = await context.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, account.userId));
    expect(row?.lastSeenAt.getTime()).toBe(suite.clock.now().getTime());
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
  });

  it("applies a change made on another connection (another instance's, psql's) once its notice arrives", async () => {
    if (context.kind !== 'postgres') return; // PGlite has one connection: every change is this process's own
    const { account, call } = await signedIn();
    await call();
    const other = new Client({ connectionString: context.testDatabase.url });
    await other.connect();
    try {
      await other.query('update users set status = $1 where id = $2', ['locked', account.userId]);
      await untilStatus(async () => (await call()).statusCode, 401);
      await other.query('update users set status = $1 where id = $2', ['active', account.userId]);
      await untilStatus(async () => (await call()).statusCode, 200);

      // Its own listening connection ended: once the loss is seen, every request reads its session (nothing is kept,
      // since another instance's change could go unheard) until the connection is back.
      await call();
      expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
      await other.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [AUTH_CHANGES_APPLICATION]);
      await untilStatus(async () => ((await profileCall(context.database, call)).readSession ? 1 : 0), 1);
      expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: true });
      await context.database.authChanges.whenReceiving();
      await call();
      expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: false });
      await context.database.db.execute(sql`update users set status = 'locked' where id = ${account.userId}`);
      expect((await call()).statusCode).toBe(401);
    } finally {
      await other.end();
    }
  });
});

describeEachDatabase('SESSION_CACHE=false', (context) => {
  const suite = suiteApp(context, { auth: { sessionCache: false } });

  it('reads the session on every request', async () => {
    const account = await createAccount(context.database);
    const { token, secondToken } = await signIn(suite.app, account);
    const call = () => profile(suite.app, bearer(token, secondToken));
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: true });
    expect(await profileCall(context.database, call)).toEqual({ status: 200, readSession: true });
  });
});
