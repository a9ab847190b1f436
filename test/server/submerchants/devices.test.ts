import { eq } from 'drizzle-orm';
import { auditEvents, posDevices, trustedDevices, userShops } from '../../../server/db/schema';
import { DEVICE_MESSAGES, type DeviceRow } from '../../../src/api/devices';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { addShop } from '../support/sales';
import { login, signIn, type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { poster } from './support';

// The device calls on both databases: an employee's devices at the shops they work at, serials unique per merchant,
// removal forgetting the employee's trusted browsers, tenancy by every id and the permissions.

describeEachDatabase('Employees: devices', (context) => {
  const suite = suiteApp(context);
  const post = poster(() => suite.app);
  let owner: SignedIn;
  let other: SignedIn;
  let employee: SignedIn;
  let otherEmployee: SignedIn;
  let shop: number;
  let elsewhere: number;
  let otherShop: number;

  const create = (body: Record<string, unknown>, who = owner) => post('device/createDevice', body, who.headers);
  const list = async (queryInput: Record<string, unknown>, who = owner) => {
    const answer = await post('device/deviceList', { queryInput, limit: 100 }, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: DeviceRow[]; count: number };
  };
  const fieldOf = (answer: { json(): { data: { field?: string } | null } }) => answer.json().data?.field;

  beforeAll(async () => {
    owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    other = await signedIn(suite.app, context.database, { type: 'merchant' });
    employee = await signedIn(suite.app, context.database, { type: 'submerchant', code: owner.account.code });
    otherEmployee = await signedIn(suite.app, context.database, { type: 'submerchant', code: other.account.code });
    shop = await addShop(context.database, owner.account.ownerId, 'Quầy Lê Lợi');
    elsewhere = await addShop(context.database, owner.account.ownerId, 'Quầy Nguyễn Huệ');
    otherShop = await addShop(context.database, other.account.ownerId, 'Quầy khác');
    await context.database.db.insert(userShops).values([
      { userId: employee.account.userId, shopId: shop }, { userId: otherEmployee.account.userId, shopId: otherShop },
    ]);
  });

  it('adds a device at a shop the employee works at and lists it with its added date and last seen', async () => {
    const answer = await create({ userId: employee.account.userId, shopId: shop, serial: 'PAX-A920-0001', kind: 'pos' });
    expect(answer.json()).toMatchObject({ err: 200, message: DEVICE_MESSAGES.created });
    const device = answer.json().data as DeviceRow;
    expect(device).toMatchObject({ serial: 'PAX-A920-0001', name: 'PAX-A920-0001', kind: 'pos', shopName: 'Quầy Lê Lợi', userId: employee.account.userId, lastSeenAt: null });
    expect(device.createdAt).toBe(suite.clock.now().toISOString());
    const named = await create({ userId: employee.account.userId, shopId: shop, name: 'Điện thoại thu ngân', kind: 'phone' });
    expect(named.json().data).toMatchObject({ serial: 'Điện thoại thu ngân', name: 'Điện thoại thu ngân' });
    const mine = await list({ userId: employee.account.userId });
    expect(mine.data.map((row) => row.serial).sort()).toEqual(['PAX-A920-0001', 'Điện thoại thu ngân'].sort());
    expect(mine.count).toBe(2);
    expect((await list({ shopId: shop, kind: 'pos' })).data.map((row) => row.id)).toEqual([device.id]);
  });

  it('refuses with 400 naming the field: a taken serial, a shop the employee does not work at, an unknown employee', async () => {
    await create({ userId: employee.account.userId, shopId: shop, serial: 'SUNMI-V2-77', kind: 'pos' });
    const taken = await create({ userId: employee.account.userId, shopId: shop, serial: 'SUNMI-V2-77', kind: 'tablet' });
    expect(taken.json()).toMatchObject({ err: 400, message: DEVICE_MESSAGES.serialTaken });
    expect(fieldOf(taken)).toBe('serial');
    expect(fieldOf(await create({ userId: employee.account.userId, shopId: elsewhere, serial: 'X-1', kind: 'pos' }))).toBe('shopId');
    expect(fieldOf(await create({ userId: owner.account.userId, shopId: shop, serial: 'X-2', kind: 'pos' }))).toBe('userId');
    expect(fieldOf(await create({ userId: employee.account.userId, shopId: shop, kind: 'pos' }))).toBe('serial');
    expect(fieldOf(await create({ userId: employee.account.userId, shopId: shop, serial: 'X-3', kind: 'fridge' }))).toBe('kind');
    // Another merchant may use the same serial: unique per merchant.
    expect((await create({ userId: otherEmployee.account.userId, shopId: otherShop, serial: 'SUNMI-V2-77', kind: 'pos' }, other)).statusCode).toBe(200);
  });

  it('keeps every id within the tenant', async () => {
    const device = (await create({ userId: employee.account.userId, shopId: shop, serial: 'TENANT-1', kind: 'pos' })).json().data as DeviceRow;
    expect((await list({}, other)).data.some((row) => row.id === device.id)).toBe(false);
    expect((await list({ userId: employee.account.userId }, other)).count).toBe(0);
    expect(fieldOf(await create({ userId: employee.account.userId, shopId: shop, serial: 'TENANT-2', kind: 'pos' }, other))).toBe('userId');
    expect(fieldOf(await create({ userId: otherEmployee.account.userId, shopId: otherShop, serial: 'TENANT-3', kind: 'pos' }))).toBe('userId');
    expect((await post('device/removeDevice', { id: device.id }, other.headers)).statusCode).toBe(404);
    expect(await context.database.db.select({ id: posDevices.id }).from(posDevices).where(eq(posDevices.id, device.id))).toHaveLength(1);
  });

  it('removes a device: its serial is free again and the employee\'s trusted browsers must pass the SMS code again', async () => {
    suite.clock.advance(61_000);
    const { deviceId } = await signIn(suite.app, employee.account);
    const device = (await create({ userId: employee.account.userId, shopId: shop, serial: 'REMOVE-1', kind: 'tablet' })).json().data as DeviceRow;
    expect(await context.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, employee.account.userId))).not.toHaveLength(0);
    const removed = await post('device/removeDevice', { id: device.id }, owner.headers);
    expect(removed.json()).toMatchObject({ err: 200, message: DEVICE_MESSAGES.removed });
    expect(await context.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, employee.account.userId))).toHaveLength(0);
    expect((await list({ userId: employee.account.userId })).data.some((row) => row.id === device.id)).toBe(false);
    expect((await post('device/removeDevice', { id: device.id }, owner.headers)).statusCode).toBe(404);
    const trail = await context.database.db.select({ userId: auditEvents.userId, detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.kind, 'deviceRemoved'));
    expect(trail).toContainEqual({ userId: owner.account.userId, detail: { deviceId: device.id, employeeId: employee.account.userId, serial: 'REMOVE-1' } });
    expect((await create({ userId: employee.account.userId, shopId: shop, serial: 'REMOVE-1', kind: 'tablet' })).statusCode).toBe(200);
    // The browser the employee signed in with now has to pass the SMS code again.
    suite.clock.advance(61_000);
    const again = await login(suite.app, employee.account, deviceId);
    expect(again.json()).toMatchObject({ err: 200, data: { otp: true } });
  });

  it('needs findSubmerchants to read and manageSubmerchants to add or remove', async () => {
    const reader = await signedIn(suite.app, context.database, { type: 'submerchant', code: owner.account.code, actions: [ACTIONS.findSubmerchants] });
    expect((await post('device/deviceList', {}, reader.headers)).statusCode).toBe(200);
    expect((await create({ userId: employee.account.userId, shopId: shop, serial: 'PERM-1', kind: 'pos' }, reader)).statusCode).toBe(403);
    expect((await post('device/removeDevice', { id: 1 }, reader.headers)).statusCode).toBe(403);
    expect((await post('device/deviceList', {}, employee.headers)).statusCode).toBe(403);
    expect((await post('device/deviceList', {}, {})).statusCode).toBe(401);
  });
});
