import { eq, sql } from 'drizzle-orm';
import { apiKeys, auditEvents, users } from '../../../server/db/schema';
import { sha256 } from '../../../server/auth/tokens';
import { API_KEY_MESSAGES, API_SCOPE_CATALOGUE, type ApiKeyRow } from '../../../src/api/apiKeys';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ACTIONS } from '../../../src/api/permissions';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { outbox, type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { DEMO, keyCalls, partnerGet, seedSmallDemo, signInAs, thirdPartyOf } from './support';

// The API key calls on both databases: the key shown once and only its hash kept, the password asked again (and
// throttled), third-party users only, every change audited without a secret, and DEMO02 never reaching DEMO01's keys.

const HOUR = 3_600_000;

describeEachDatabase('API keys: create, list, update, revoke, enable, roll', (context) => {
  // Sessions outlive the clock moves of the roll and expiry tests.
  const suite = suiteApp(context, { auth: { sessionIdleMinutes: 10_000, sessionAbsoluteHours: 1_000 } });
  const calls = keyCalls(() => suite.app);
  let partner: Record<string, string>;
  let partner2: SignedIn;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    partner = await signInAs(suite.app, DEMO.partner);
    partner2 = await thirdPartyOf(suite.app, context.database, 'DEMO02');
  });

  const create = (fields: Record<string, unknown> = {}) => calls.create(partner, DEMO.partner.password, fields);
  const list = async (headers = partner, queryInput: Record<string, unknown> = {}) => {
    const answer = await calls.post('findApiKeys', { queryInput, limit: 100 }, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: ApiKeyRow[]; count: number };
  };

  it('shows a new key once: mpk_live_ + base62, only its sha256 stored, never in lists, details or the audit trail', async () => {
    const issued = await create({ name: 'Đồng bộ MISA', scopes: ['transactions:read'], ipAllow: ['203.113.152.0/24', '2001:db8::/32'] });
    expect(issued.key).toMatch(/^mpk_live_[0-9A-Za-z]{43}$/);
    expect(issued).toMatchObject({ name: 'Đồng bộ MISA', prefix: issued.key.slice(0, 13), scopes: ['transactions:read'], status: 'active', lastUsedAt: null });

    const [stored] = await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    expect(stored.secretHash).toBe(sha256(issued.key));
    expect(stored.ipAllow).toEqual(['203.113.152.0/24', '2001:db8::/32']);
    const [{ whole }] = await context.database.rows<{ whole: string }>(sql`select row_to_json(k)::text as whole from api_keys k where id = ${issued.id}`);
    expect(whole).not.toContain(issued.key.slice(13));

    const listed = await calls.post('findApiKeys', {}, partner);
    const detail = await calls.post('detailApiKey', { id: issued.id }, partner);
    for (const answer of [listed, detail]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(issued.key.slice(13));
      expect(answer.body).not.toContain(stored.secretHash);
    }
    expect(detail.json().data).not.toHaveProperty('key');
    expect(listed.json().data.find((row: ApiKeyRow) => row.id === issued.id)).toMatchObject({ prefix: issued.prefix, status: 'active' });

    const audit = await context.database.db.select().from(auditEvents).where(eq(auditEvents.kind, 'apiKeyCreated'));
    const mine = audit.find((row) => (row.detail as Record<string, unknown>).keyId === issued.id);
    expect(mine).toMatchObject({ outcome: 'success', ownerCode: 'DEMO01', detail: { prefix: issued.prefix, scopes: 'transactions:read' } });
    expect(JSON.stringify(audit)).not.toContain(issued.key.slice(13));
    expect(JSON.stringify(audit)).not.toContain(stored.secretHash);
    // The user who made it is told, by the key's name, never its secret.
    const notices = (await outbox(suite.app, 'partner@demo.local')).filter((message) => message.purpose === 'notice.apiKeyCreated');
    expect(notices[0].text).toContain('Đồng bộ MISA');
    expect(JSON.stringify(notices)).not.toContain(issued.key.slice(13));
  });

  it('refuses a wrong password (400 on password, nothing created), then throttles the guessing', async () => {
    const guesser = await thirdPartyOf(suite.app, context.database, 'DEMO01');
    const before = (await list(guesser.headers)).count;
    const body = { name: 'Khóa thử', scopes: ['transactions:read'], password: 'not-my-password' };
    const refused = await calls.post('createApiKey', body, guesser.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: API_KEY_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect((await list(guesser.headers)).count).toBe(before);
    for (let attempt = 1; attempt < 5; attempt++) expect((await calls.post('createApiKey', body, guesser.headers)).statusCode).toBe(400);
    const throttled = await calls.post('createApiKey', { ...body, password: guesser.account.password }, guesser.headers);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const audited = await context.database.db.select().from(auditEvents).where(eq(auditEvents.kind, 'apiKeyRefused'));
    expect(audited.filter((row) => row.userId === guesser.account.userId && (row.detail as Record<string, unknown>).reason === 'passwordWrong')).toHaveLength(5);
  });

  it('refuses bad fields with 400 naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ scopes: [] }, 'scopes'],
      [{ scopes: ['transactions:write'] }, 'scopes.0'],
      [{ ipAllow: ['10.0.0.0/8', '10.0.0.300'] }, 'ipAllow.1'],
      [{ ipAllow: ['2001:db8::/129'] }, 'ipAllow.0'],
      [{ ipAllow: ['localhost'] }, 'ipAllow.0'],
      [{ expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ expiresAt: new Date(suite.clock.now().getTime() - 1000).toISOString() }, 'expiresAt'],
      [{ password: '' }, 'password'],
    ];
    for (const [change, field] of cases) {
      const answer = await calls.post('createApiKey', { name: 'Khóa', scopes: ['shops:read'], password: DEMO.partner.password, ...change }, partner);
      expect({ change, status: answer.statusCode, field: answer.json().data?.field }).toEqual({ change, status: 400, field });
    }
  });

  it('opens the calls to third-party users only: the owner, an employee, a merchant granted the action get 403', async () => {
    const owner = await signInAs(suite.app, DEMO.owner);
    const employee = await signInAs(suite.app, DEMO.employee);
    const granted = await signedIn(suite.app, context.database, { code: 'DEMO01', type: 'merchant', actions: [ACTIONS.findApiKeys, ACTIONS.manageApiKeys] });
    for (const headers of [owner, employee, granted.headers]) {
      expect((await calls.post('findApiKeys', {}, headers)).statusCode).toBe(403);
      expect((await calls.post('onlineMerchantApis', {}, headers)).statusCode).toBe(403);
      expect((await calls.post('createApiKey', { name: 'x', scopes: ['shops:read'], password: 'x' }, headers)).statusCode).toBe(403);
    }
    expect((await calls.post('findApiKeys', {}, granted.headers)).json().message).toBe(API_KEY_MESSAGES.thirdPartyOnly);
  });

  it('answers the scopes catalogue in both languages', async () => {
    const answer = await calls.post('onlineMerchantApis', {}, partner);
    // The demo partner may read shops and points too (seedSmallDemo): every scope is theirs to give.
    expect(answer.json().data).toEqual(API_SCOPE_CATALOGUE.map((scope) => ({ ...scope, held: true })));
    expect(answer.json().data.map((scope: { scope: string }) => scope.scope)).toEqual(['transactions:read', 'shops:read', 'points:read']);
  });

  it('updates name, scopes, allow-list and expiry; the new scopes apply to the next call', async () => {
    const issued = await create({ scopes: ['transactions:read'] });
    expect((await partnerGet(suite.app, '/api/v1/shops', issued.key)).statusCode).toBe(403);
    const expiresAt = new Date(suite.clock.now().getTime() + 30 * 24 * HOUR).toISOString();
    const updated = await calls.post('updateApiKey', { id: issued.id, name: 'Tên mới', scopes: ['shops:read'], ipAllow: ['127.0.0.1'], expiresAt }, partner);
    expect(updated.json()).toMatchObject({ message: API_KEY_MESSAGES.updated, data: { name: 'Tên mới', scopes: ['shops:read'], ipAllow: ['127.0.0.1'], expiresAt } });
    expect((await partnerGet(suite.app, '/api/v1/shops', issued.key)).statusCode).toBe(200);
    expect((await partnerGet(suite.app, '/api/v1/transactions', issued.key)).statusCode).toBe(403);
  });

  it('limits keys that do not work per address: past twenty a minute, 429 with the wait; a working key still works from there', async () => {
    const issued = await create();
    const from = (key: string) => suite.app.inject({
      url: '/api/v1/transactions', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${key}` },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await from(`mpk_live_${String(attempt).padStart(43, 'B')}`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await from(`mpk_live_${'C'.repeat(43)}`);
    expect([limited.statusCode, limited.json().message]).toEqual([429, API_KEY_MESSAGES.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(issued.key)).statusCode).toBe(200);
    // Another address is not held back by this one.
    expect((await partnerGet(suite.app, '/api/v1/transactions', `mpk_live_${'D'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('revokes (401 from the next call, as for an unknown key) and enables again', async () => {
    const issued = await create();
    expect((await partnerGet(suite.app, '/api/v1/transactions', issued.key)).statusCode).toBe(200);
    const revoked = await calls.post('revokeApiKey', { id: issued.id }, partner);
    expect(revoked.json()).toMatchObject({ message: API_KEY_MESSAGES.revoked, data: { status: 'revoked' } });
    const refused = await partnerGet(suite.app, '/api/v1/transactions', issued.key);
    const unknown = await partnerGet(suite.app, '/api/v1/transactions', `mpk_live_${'A'.repeat(43)}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json()).toEqual({ err: 401, message: API_KEY_MESSAGES.invalid, data: null });
    expect((await list(partner, { status: 'revoked' })).data.map((row) => row.id)).toContain(issued.id);

    expect((await calls.post('enableApiKey', { id: issued.id }, partner)).json().data.status).toBe('active');
    expect((await partnerGet(suite.app, '/api/v1/transactions', issued.key)).statusCode).toBe(200);
    const kinds = (await context.database.db.select().from(auditEvents)).filter((row) => (row.detail as Record<string, unknown>).keyId === issued.id).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['apiKeyCreated', 'apiKeyRevoked', 'apiKeyRefused', 'apiKeyEnabled']));
  });

  it('rolls: the new key at once, the old one until the overlap ends (by the clock), then 401', async () => {
    const issued = await create();
    const wrong = await calls.post('rollApiKey', { id: issued.id, overlapHours: 2, password: 'wrong' }, partner);
    expect(wrong.json()).toMatchObject({ err: 400, data: { field: 'password' } });
    const rolled = await calls.post('rollApiKey', { id: issued.id, overlapHours: 2, password: DEMO.partner.password }, partner);
    expect((await outbox(suite.app, 'partner@demo.local')).map((message) => message.purpose)).toContain('notice.apiKeyRolled');
    expect(rolled.statusCode).toBe(200);
    const next = rolled.json().data as ApiKeyRow & { key: string };
    expect(next.key).not.toBe(issued.key);
    expect(next.previousValidUntil).toBe(new Date(suite.clock.now().getTime() + 2 * HOUR).toISOString());
    expect((await partnerGet(suite.app, '/api/v1/transactions', issued.key)).statusCode).toBe(200);
    expect((await partnerGet(suite.app, '/api/v1/transactions', next.key)).statusCode).toBe(200);
    suite.clock.advance(2 * HOUR);
    expect((await partnerGet(suite.app, '/api/v1/transactions', issued.key)).statusCode).toBe(401);
    expect((await partnerGet(suite.app, '/api/v1/transactions', next.key)).statusCode).toBe(200);
    expect((await calls.post('detailApiKey', { id: issued.id }, partner)).json().data.previousValidUntil).toBeNull();

    // No overlap: the old secret stops at once.
    const again = (await calls.post('rollApiKey', { id: issued.id, overlapHours: 0, password: DEMO.partner.password }, partner)).json().data;
    expect((await partnerGet(suite.app, '/api/v1/transactions', next.key)).statusCode).toBe(401);
    expect((await partnerGet(suite.app, '/api/v1/transactions', again.key)).statusCode).toBe(200);
    expect((await calls.post('rollApiKey', { id: issued.id, overlapHours: 73, password: DEMO.partner.password }, partner)).json().data.field).toBe('overlapHours');
  });

  it('expires by the clock: 401 and listed as expired', async () => {
    const issued = await create({ expiresAt: new Date(suite.clock.now().getTime() + HOUR).toISOString() });
    expect((await partnerGet(suite.app, '/api/v1/shops', issued.key)).statusCode).toBe(200);
    suite.clock.advance(HOUR);
    expect((await partnerGet(suite.app, '/api/v1/shops', issued.key)).json()).toMatchObject({ err: 401, message: API_KEY_MESSAGES.invalid });
    expect((await calls.post('detailApiKey', { id: issued.id }, partner)).json().data.status).toBe('expired');
    expect((await list(partner, { status: 'expired' })).data.map((row) => row.id)).toContain(issued.id);
    expect((await list(partner, { status: 'active' })).data.map((row) => row.id)).not.toContain(issued.id);
  });

  it('keeps DEMO01\'s keys from DEMO02\'s third-party user: 404 for every call, absent from its list', async () => {
    const issued = await create();
    expect((await list(partner2.headers)).data.map((row) => row.id)).not.toContain(issued.id);
    expect((await list(partner2.headers, { id: issued.id })).count).toBe(0);
    const password = partner2.account.password;
    for (const [call, body] of [
      ['detailApiKey', { id: issued.id }], ['revokeApiKey', { id: issued.id }], ['enableApiKey', { id: issued.id }],
      ['updateApiKey', { id: issued.id, name: 'x', scopes: ['transactions:read'], ipAllow: [], expiresAt: null }],
      ['rollApiKey', { id: issued.id, overlapHours: 0, password }],
    ] as const) {
      expect({ call, status: (await calls.post(call, body, partner2.headers)).statusCode }).toEqual({ call, status: 404 });
    }
    const [stored] = await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    expect(stored).toMatchObject({ status: 'active', name: 'Đồng bộ kế toán', secretHash: sha256(issued.key) });
    // An unknown id answers the same.
    expect((await calls.post('detailApiKey', { id: '00000000-0000-4000-8000-000000000000' }, partner)).statusCode).toBe(404);
  });

  it('changes, enables and rolls a key only for the user who made it: another third-party user of the merchant is refused, the key kept', async () => {
    const issued = await create({ ipAllow: ['203.0.113.0/24'] });
    const other = await thirdPartyOf(suite.app, context.database, 'DEMO01');
    const answer = await calls.post('rollApiKey', { id: issued.id, overlapHours: 0, password: other.account.password }, other.headers);
    expect(answer.json()).toMatchObject({ err: 403, message: API_KEY_MESSAGES.notOwnKey });
    const lifted = await calls.post('updateApiKey', { id: issued.id, name: 'x', scopes: ['transactions:read'], ipAllow: [], expiresAt: null }, other.headers);
    expect(lifted.json()).toMatchObject({ err: 403, message: API_KEY_MESSAGES.notOwnKey });
    // Revoking is open to any key manager (stopping a key is safe); bringing it back is its user's.
    expect((await calls.post('revokeApiKey', { id: issued.id }, other.headers)).statusCode).toBe(200);
    expect((await calls.post('enableApiKey', { id: issued.id }, other.headers)).json()).toMatchObject({ err: 403, message: API_KEY_MESSAGES.notOwnKey });
    const [stored] = await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    expect(stored).toMatchObject({ secretHash: sha256(issued.key), name: 'Đồng bộ kế toán', ipAllow: ['203.0.113.0/24'], status: 'revoked' });
    expect((await calls.post('enableApiKey', { id: issued.id }, partner)).statusCode).toBe(200);
  });

  it('describes the partner API with a bearer security scheme and examples', async () => {
    const document = (await suite.app.inject('/api/docs/json')).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const transactions = document.paths['/api/v1/transactions'].get;
    expect(transactions.security).toEqual([{ apiKey: [] }]);
    // @fastify/swagger moves a schema's one example to the media type's `example`.
    expect(transactions.responses['200'].content['application/json'].example).toMatchObject({ err: 200, data: [{ reference: expect.any(String) }] });
    const create = document.paths['/api/api-key/createApiKey'].post;
    expect(create.requestBody.content['application/json'].example).toMatchObject({ name: expect.any(String), scopes: expect.any(Array) });
  });

  it('leaves a stored key of a locked third-party user unusable', async () => {
    const someone = await thirdPartyOf(suite.app, context.database, 'DEMO01');
    const issued = await calls.create(someone.headers, someone.account.password, { scopes: ['transactions:read'] });
    expect((await partnerGet(suite.app, '/api/v1/transactions?limit=1', issued.key)).statusCode).toBe(200);
    await context.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, someone.account.userId));
    expect((await partnerGet(suite.app, '/api/v1/transactions?limit=1', issued.key)).statusCode).toBe(401);
  });

  it('creates keys only for the caller\'s merchant, whatever the body says', async () => {
    const issued = await calls.create(partner2.headers, partner2.account.password, { scopes: ['transactions:read'], ownerId: 1, ownerCode: 'DEMO01' });
    const [stored] = await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    const other = await createAccount(context.database, { code: 'DEMO02', type: 'merchant' });
    expect(stored.ownerId).toBe(other.ownerId);
  });
});
