import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { apiKeys, auditEvents, userPermissions } from '../../../server/db/schema';
import { API_KEY_MESSAGES } from '../../../src/api/apiKeys';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { addSales, addShop, scopeToShops } from '../support/sales';
import { keyCalls, partnerGet, thirdPartyOf } from './support';

// A key reads no more than its user may in the portal: a scope is given only with its action (transactions:read
// findtransactions, shops:read findshops, points:read earnpointhistory), and a right taken away stops the key's calls.

describeEachDatabase('API key scopes follow their user\'s rights', (context) => {
  const suite = suiteApp(context);
  const calls = keyCalls(() => suite.app);

  it('offers and gives only the scopes whose action the user holds: another is 400 naming scopes, no key made', async () => {
    // The built-in API user role reads transactions, not shops or customers' points.
    const partner = await thirdPartyOf(suite.app, context.database, `S${Date.now() % 100000}`);
    const offered = (await calls.post('onlineMerchantApis', {}, partner.headers)).json().data as { scope: string; held: boolean }[];
    expect(offered.map(({ scope, held }) => [scope, held])).toEqual([['transactions:read', true], ['shops:read', false], ['points:read', false]]);
    const refused = await calls.post('createApiKey', { name: 'Kế toán', scopes: ['transactions:read', 'points:read'], password: partner.account.password }, partner.headers);
    expect(refused.json()).toMatchObject({ err: 400, message: API_KEY_MESSAGES.scopeNotHeld, data: { field: 'scopes', scopes: ['points:read'] } });
    expect((await calls.post('findApiKeys', {}, partner.headers)).json().count).toBe(0);
    const issued = await calls.create(partner.headers, partner.account.password, { scopes: ['transactions:read'] });
    const widened = await calls.post('updateApiKey', { id: issued.id, name: 'Kế toán', scopes: ['shops:read'], ipAllow: [], expiresAt: null }, partner.headers);
    expect(widened.json()).toMatchObject({ err: 400, message: API_KEY_MESSAGES.scopeNotHeld, data: { field: 'scopes' } });
  });

  it('stops a key\'s calls at once when its user loses the scope\'s action, and opens them again when it comes back', async () => {
    const partner = await thirdPartyOf(suite.app, context.database, `R${Date.now() % 100000}`);
    const { key } = await calls.create(partner.headers, partner.account.password, { scopes: ['transactions:read'] });
    const list = () => partnerGet(suite.app, '/api/v1/transactions?limit=1', key);
    expect((await list()).statusCode).toBe(200);
    // The owner removes "find transactions" for this user (/user-permission): the key's next call is refused.
    const deny = { userId: partner.account.userId, action: ACTIONS.findTransactions, effect: 'deny' as const };
    await context.database.db.insert(userPermissions).values(deny);
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: API_KEY_MESSAGES.scopeMissing, data: { scope: 'transactions:read' } });
    const audited = await context.database.db.select({ detail: auditEvents.detail }).from(auditEvents)
      .where(and(eq(auditEvents.userId, partner.account.userId), eq(auditEvents.kind, 'apiKeyRefused')));
    expect(audited.map((row) => (row.detail as { reason: string }).reason)).toEqual(['scopeNotHeld']);
    // The key stays editable meanwhile: the scope it kept may stay (or go), only a scope added needs its action.
    const { id } = (await calls.post('findApiKeys', {}, partner.headers)).json().data[0] as { id: string };
    const rename = { id, name: 'Kế toán (tạm dừng)', scopes: ['transactions:read'], ipAllow: [], expiresAt: null };
    expect((await calls.post('updateApiKey', rename, partner.headers)).statusCode).toBe(200);
    await context.database.db.delete(userPermissions).where(eq(userPermissions.userId, partner.account.userId));
    expect((await list()).statusCode).toBe(200);
  });

  it('reads only the shops its user sees: a role that keeps to its own shops bounds the key\'s transactions and shops', async () => {
    const partner = await thirdPartyOf(suite.app, context.database, `H${Date.now() % 100000}`);
    const { ownerId, userId } = partner.account;
    const [mine, other] = [await addShop(context.database, ownerId, 'Quầy của đối tác'), await addShop(context.database, ownerId, 'Quầy khác')];
    const sale = (shopId: number, reference: string) => ({
      ownerId, shopId, userId: null, serviceCode: 'QRPAY', amount: 50_000, fee: 500, status: 'success' as const, type: 'payment' as const,
      reference, createdAt: new Date('2026-11-20T03:00:00Z'),
    });
    await addSales(context.database, [sale(mine, `${ownerId}-MINE`), sale(other, `${ownerId}-OTHER`)]);
    await context.database.db.insert(userPermissions).values({ userId, action: ACTIONS.findShops, effect: 'grant' });
    const { key } = await calls.create(partner.headers, partner.account.password, { scopes: ['transactions:read', 'shops:read'] });
    const read = async () => ({
      sales: (await partnerGet(suite.app, '/api/v1/transactions?limit=100', key)).json().data.map((row: { shopId: number }) => row.shopId),
      shops: (await partnerGet(suite.app, '/api/v1/shops?limit=100', key)).json().data.map((row: { id: number }) => row.id),
    });
    expect(await read()).toEqual({ sales: expect.arrayContaining([mine, other]), shops: expect.arrayContaining([mine, other]) });
    // The owner keeps the partner to one shop: the key's next calls read only that shop.
    await scopeToShops(context.database, userId, [mine]);
    expect(await read()).toEqual({ sales: [mine], shops: [mine] });
  });

  it('migration 0024 keeps the reads of partners\' live keys: their actions added, an owner\'s removal kept', async () => {
    const reader = await thirdPartyOf(suite.app, context.database, `M${Date.now() % 100000}`);
    const denied = await thirdPartyOf(suite.app, context.database, `N${Date.now() % 100000}`);
    const key = (user: typeof reader, scopes: string[], status: 'active' | 'revoked' = 'active') => ({
      ownerId: user.account.ownerId, userId: user.account.userId, name: 'k', prefix: 'mpk_live_test', secretHash: randomUUID(), scopes, status,
    });
    await context.database.db.insert(apiKeys).values([
      key(reader, ['transactions:read', 'shops:read']), key(reader, ['points:read'], 'revoked'), key(denied, ['points:read']),
    ]);
    await context.database.db.insert(userPermissions).values({ userId: denied.account.userId, action: ACTIONS.earnPointHistory, effect: 'deny' });
    const migration = readFileSync(join(__dirname, '../../../server/db/migrations/0024_partner_key_reads.sql'), 'utf8');
    await context.database.db.execute(sql.raw(migration));
    const rights = async (userId: number) => (await context.database.db.select({ action: userPermissions.action, effect: userPermissions.effect })
      .from(userPermissions).where(eq(userPermissions.userId, userId))).map((row) => `${row.action}:${row.effect}`).sort();
    expect(await rights(reader.account.userId)).toEqual(['findshops:grant']);
    expect(await rights(denied.account.userId)).toEqual(['earnpointhistory:deny']);
  });
});
