import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import { ACTIONS, ALWAYS_ALLOWED, DEFAULT_ROLE_ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../../server/auth/guard';
import { owners, sessions, users } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { bearer, profile, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const SESSION_INVALID = { err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.sessionInvalid, data: null };

describeEachDatabase('Sessions and permissions', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  beforeAll(() => {
    // Routes that exist only in this test: one needs an action merchants lack, one shows the caller.
    suite.app.get('/api/test/staff-only', { preHandler: requireAction(ACTIONS.managePages), schema: { response: { 200: z.any() } } },
      async () => ({ err: 200, message: 'ok', data: null }));
    suite.app.get('/api/test/whoami', { schema: { response: { 200: z.any() } } }, async (request) => ({
      err: 200, message: 'ok', data: { ...request.auth, actions: [...request.auth.actions].sort() },
    }));
  });

  it('refuses a missing bearer or the literal "customer" with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer customer' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
      const answer = await profile(suite.app, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ err: 401, message: AUTH_MESSAGES.sessionInvalid, data: null });
    }
  });

  it('refuses an unknown token with 401 / 8013', async () => {
    const answer = await profile(suite.app, bearer('not-a-session'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(SESSION_INVALID);
  });

  it('keeps open routes open', async () => {
    expect((await suite.app.inject('/api/health')).statusCode).toBe(200);
    expect((await suite.app.inject('/api/user/create-captcha')).statusCode).toBe(200);
    expect((await suite.app.inject('/api/dev/outbox')).statusCode).toBe(200);
  });

  it('stores only hashes of the tokens, 256 random bits each', async () => {
    const account = await createAccount(context.database);
    const { token, secondToken } = await signIn(suite.app, account);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Buffer.from(secondToken, 'base64url')).toHaveLength(32);
    const rows = await context.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(secondToken);
  });

  it('ends a session after 30 idle minutes, sliding with use', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    clock.advance(29 * MINUTE);
    expect((await profile(suite.app, bearer(token))).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await profile(suite.app, bearer(token))).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await profile(suite.app, bearer(token))).json()).toEqual(SESSION_INVALID);
  });

  it('ends a session 12 hours after sign-in, however busy', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect((await profile(suite.app, bearer(token))).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    const answer = await profile(suite.app, bearer(token));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(SESSION_INVALID);
  });

  it('ends the session on logout', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const out = await suite.app.inject({ method: 'POST', url: '/api/merchant/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ err: 200, message: 'ok', data: null });
    expect((await profile(suite.app, bearer(token))).json()).toEqual(SESSION_INVALID);
  });

  it('asks the browser on logout to clear its cache of the site, but not the storage that keeps the device and remembered fields', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const out = await suite.app.inject({ method: 'POST', url: '/api/merchant/logout', headers: bearer(token) });
    expect(out.headers['clear-site-data']).toBe('"cache"');
    // A session already lost is signed out by the client all the same: the answer says so too.
    const late = await suite.app.inject({ method: 'POST', url: '/api/merchant/logout', headers: bearer(token) });
    expect(late.statusCode).toBe(401);
    expect(late.headers['clear-site-data']).toBe('"cache"');
    // Other calls never clear anything.
    expect((await profile(suite.app, bearer(token))).headers['clear-site-data']).toBeUndefined();
  });

  it('ends the session on logout sent with a JSON content type and no body', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const out = await suite.app.inject({
      method: 'POST', url: '/api/merchant/logout', headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(out.json()).toEqual({ err: 200, message: 'ok', data: null });
    expect((await profile(suite.app, bearer(token))).json()).toEqual(SESSION_INVALID);
  });

  it('checks the Token header against the session when it is sent', async () => {
    const account = await createAccount(context.database);
    const { token, secondToken } = await signIn(suite.app, account);
    expect((await profile(suite.app, bearer(token, secondToken))).statusCode).toBe(200);
    const other = await signIn(suite.app, await createAccount(context.database));
    const mismatch = await profile(suite.app, bearer(token, other.secondToken));
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json()).toEqual(SESSION_INVALID);
  });

  it('refuses sessions of a locked user, a locked owner (saying the account is locked), and after revokeUserSessions', async () => {
    const LOCKED = { ...SESSION_INVALID, message: AUTH_MESSAGES.accountLocked };
    const user = await createAccount(context.database);
    const userSession = await signIn(suite.app, user);
    await context.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, user.userId));
    expect((await profile(suite.app, bearer(userSession.token))).json()).toEqual(LOCKED);

    const owned = await createAccount(context.database);
    const ownerSession = await signIn(suite.app, owned);
    await context.database.db.update(owners).set({ status: 'locked' }).where(eq(owners.id, owned.ownerId));
    expect((await profile(suite.app, bearer(ownerSession.token))).json()).toEqual(LOCKED);

    const employee = await createAccount(context.database, { type: 'submerchant' });
    const employeeSession = await signIn(suite.app, employee);
    await suite.app.services.auth.sessions.revokeUserSessions(employee.userId);
    expect((await profile(suite.app, bearer(employeeSession.token))).json()).toEqual(SESSION_INVALID);
  });

  it('answers 403 when the role lacks the action, and lets staff through', async () => {
    const merchant = await signIn(suite.app, await createAccount(context.database));
    const forbidden = await suite.app.inject({ url: '/api/test/staff-only', headers: bearer(merchant.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ err: 403, message: AUTH_MESSAGES.forbidden, data: null });
    const staff = await signIn(suite.app, await createAccount(context.database, { code: 'ADMIN', type: 'staff' }));
    expect((await suite.app.inject({ url: '/api/test/staff-only', headers: bearer(staff.token) })).statusCode).toBe(200);
  });

  it('always allows the profile, even to a role without actions', async () => {
    const bare = await signIn(suite.app, await createAccount(context.database, { actions: [] }));
    const answer = await profile(suite.app, bearer(bare.token));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.userInfo.webPermissions).toEqual(ALWAYS_ALLOWED.map((action) => ({ action })));
  });

  it('takes the owner code from the session: employees act under their owner', async () => {
    const owner = await createAccount(context.database);
    const employee = await createAccount(context.database, { code: owner.code, type: 'submerchant' });
    const { token } = await signIn(suite.app, employee);
    const whoami = (await suite.app.inject({ url: '/api/test/whoami', headers: { ...bearer(token), 'x-owner-code': 'DEMO01' } })).json().data;
    expect(whoami).toMatchObject({ userId: employee.userId, ownerId: owner.ownerId, ownerCode: owner.code, userType: 'submerchant' });
    expect(whoami.actions).toEqual([...new Set([...DEFAULT_ROLE_ACTIONS.submerchant, ...ALWAYS_ALLOWED])].sort());

    const me = (await profile(suite.app, bearer(token))).json().data;
    expect(me.userInfo).toMatchObject({ phone: employee.username, code: owner.code, owner: { code: owner.code }, type: 'submerchant', isSubMerchant: true });
    expect(me).toMatchObject({ email: employee.email, ownerName: `Owner ${owner.code}`, lastSignInAt: clock.now().toISOString(), passwordChangedAt: null });
  });
});
