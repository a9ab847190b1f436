import { sql } from 'drizzle-orm';
import { FACTOR_MESSAGES } from '../../../src/api/factors';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { enrolApp, factorCall, registerPasskey, totpAt, webauthnOf } from '../support/factors';
import { bearer, type SignedIn, signedIn, signIn, wrongCode } from '../support/signIn';
import { createSoftAuthenticator, type SoftAuthenticator } from '../support/softAuthenticator';
import { suiteApp } from '../support/suiteApp';

// Step-up (issue 35): creating or rolling an API key and changing who may do what take the password again, or in its
// place the caller's authenticator-app code or a passkey's answer to a challenge bound to the session.

const KEY = { name: 'Đồng bộ kế toán', scopes: ['transactions:read'] };

describeEachDatabase('Step-up: a passkey or an app code in place of the password', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  const post = (url: string, payload: Record<string, unknown>, who: SignedIn) =>
    suite.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: who.headers });
  const partner = () => signedIn(suite.app, context.database, { type: 'thirdparty' });
  const withPasskey = async (who: SignedIn): Promise<SoftAuthenticator> => {
    const authenticator = createSoftAuthenticator(webauthnOf(suite.app));
    expect((await registerPasskey(suite.app, who, authenticator)).statusCode).toBe(200);
    return authenticator;
  };
  const passkeyAnswer = async (who: SignedIn, authenticator: SoftAuthenticator) => {
    const options = await factorCall(suite.app, who.headers, 'stepUpPasskeyOptions');
    expect(options.statusCode).toBe(200);
    return authenticator.assert(options.json().data);
  };
  const audited = (userId: number, kind: string) => context.database.rows<{ detail: Record<string, unknown> }>(sql`
    select detail from audit_events where user_id = ${userId} and kind = ${kind} order by id`);

  it('creates an API key with the app\'s code, which then works no second time; both are in the security history', async () => {
    const who = await partner();
    const { secret } = await enrolApp(suite.app, who, clock);
    clock.advance(31_000);
    const code = await totpAt(secret, clock);
    const created = await post('api-key/createApiKey', { ...KEY, stepUp: { factor: 'totp', code } }, who);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.key).toMatch(/^mpk_/);
    expect((await audited(who.account.userId, 'authenticatorUsed')).map((row) => row.detail)).toContainEqual({ purpose: 'apiKeyCreate' });

    const replayed = await post('api-key/rollApiKey', { id: created.json().data.id, stepUp: { factor: 'totp', code } }, who);
    expect(replayed.json()).toMatchObject({ err: 400, message: FACTOR_MESSAGES.stepUpRefused, data: { field: 'stepUp' } });
    expect((await audited(who.account.userId, 'apiKeyRefused')).map((row) => row.detail)).toContainEqual(
      { action: 'roll', keyId: created.json().data.id, reason: 'replayed', factor: 'totp' },
    );
  });

  it('rolls an API key with a passkey; its answer works once and only for the session that asked for the challenge', async () => {
    const who = await partner();
    // A second session of the same user, signed in before the passkey (which sign-in would then ask for), once the
    // first sign-in's code has run out (a sign-in meanwhile would go on with it).
    clock.advance(10 * 60_000);
    const other = await signIn(suite.app, who.account);
    const authenticator = await withPasskey(who);
    const { id } = (await post('api-key/createApiKey', { ...KEY, password: who.account.password }, who)).json().data as { id: string };

    const answer = await passkeyAnswer(who, authenticator);
    const rolled = await post('api-key/rollApiKey', { id, overlapHours: 0, stepUp: { factor: 'passkey', passkey: answer } }, who);
    expect(rolled.statusCode).toBe(200);
    expect((await audited(who.account.userId, 'passkeyUsed')).map((row) => row.detail)).toContainEqual({ purpose: 'apiKeyRoll', name: 'Work laptop' });
    const again = await post('api-key/rollApiKey', { id, stepUp: { factor: 'passkey', passkey: answer } }, who);
    expect(again.json()).toMatchObject({ err: 400, message: FACTOR_MESSAGES.stepUpRefused, data: { field: 'stepUp' } });

    // A challenge another session of the same user asked for answers nothing here.
    const elsewhere = await passkeyAnswer({ ...who, headers: bearer(other.token, other.secondToken) }, authenticator);
    const crossed = await post('api-key/rollApiKey', { id, stepUp: { factor: 'passkey', passkey: elsewhere } }, who);
    expect(crossed.json()).toMatchObject({ err: 400, message: FACTOR_MESSAGES.stepUpRefused });
    expect((await audited(who.account.userId, 'apiKeyRefused')).map((row) => row.detail.reason)).toEqual(['passkeyReplayed', 'passkeyReplayed']);
  });

  it('takes one proof: neither is 400 naming password, both 400 naming stepUp; no passkey, no options; no app, no code', async () => {
    const who = await partner();
    const neither = await post('api-key/createApiKey', KEY, who);
    expect([neither.statusCode, neither.json().data.field]).toEqual([400, 'password']);
    const both = await post('api-key/createApiKey', { ...KEY, password: who.account.password, stepUp: { factor: 'totp', code: '123456' } }, who);
    expect([both.statusCode, both.json().data.field]).toEqual([400, 'stepUp']);
    const options = await factorCall(suite.app, who.headers, 'stepUpPasskeyOptions');
    expect(options.json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.noPasskey });
    const noApp = await post('api-key/createApiKey', { ...KEY, stepUp: { factor: 'totp', code: '123456' } }, who);
    expect(noApp.json()).toMatchObject({ err: 400, message: FACTOR_MESSAGES.stepUpRefused, data: { field: 'stepUp' } });
  });

  it('changes a role\'s rights with the owner\'s app code; wrong codes count like wrong passwords, then wait (429)', async () => {
    const owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    const { secret } = await enrolApp(suite.app, owner, clock);
    const role = (await post('clientrole/createUserRole', { name: 'Ca tối', actions: [ACTIONS.checkout] }, owner)).json().data.id as number;
    clock.advance(31_000);
    const change = (code: string) => post('permission/updateClientRolePerms', {
      roleId: role, actions: [ACTIONS.checkout, ACTIONS.findShops], stepUp: { factor: 'totp', code },
    }, owner);
    const saved = await change(await totpAt(secret, clock));
    expect(saved.statusCode).toBe(200);
    expect((await audited(owner.account.userId, 'authenticatorUsed')).map((row) => row.detail)).toContainEqual({ purpose: 'rolePermissions' });

    clock.advance(31_000);
    const wrong = wrongCode(await totpAt(secret, clock));
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await change(wrong)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // The password is held back alike: the wait is this address's on this account, whichever proof comes next.
    const withPassword = await post('permission/updateClientRolePerms', { roleId: role, actions: [ACTIONS.checkout], password: owner.account.password }, owner);
    expect(withPassword.statusCode).toBe(429);
  });

  it('counts app codes sent together one by one: a burst of wrong codes meets the wait as the same codes sent in turn', async () => {
    const owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    const { secret } = await enrolApp(suite.app, owner, clock);
    const role = (await post('clientrole/createUserRole', { name: 'Ca khuya', actions: [ACTIONS.checkout] }, owner)).json().data.id as number;
    clock.advance(31_000);
    const wrong = wrongCode(await totpAt(secret, clock));
    const burst = await Promise.all(Array.from({ length: 8 }, () => post('permission/updateClientRolePerms', {
      roleId: role, actions: [ACTIONS.checkout, ACTIONS.findShops], stepUp: { factor: 'totp', code: wrong },
    }, owner)));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });
});
