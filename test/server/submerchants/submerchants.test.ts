import { and, eq } from 'drizzle-orm';
import { auditEvents, users } from '../../../server/db/schema';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { FACTOR_MESSAGES } from '../../../src/api/factors';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import { ACTIONS } from '../../../src/api/permissions';
import type { ExportJob } from '../../../src/api/sales';
import type { EmployeeRow } from '../../../src/api/submerchants';
import { ROLE_MESSAGES } from '../../../src/api/roles';
import { SUBMERCHANT_MESSAGES } from '../../../src/api/submerchants';
import { finishedJob, parseCsv } from '../exportJobs/support';
import { describeEachDatabase } from '../support/databases';
import { addShop } from '../support/sales';
import { enrolApp, totpAt } from '../support/factors';
import { bearer, login, outbox, signIn, type SignedIn, signedIn, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addRole, FIRST_PASSWORD, freshPhone, poster } from './support';

// The employee calls on both databases: every call, the tenancy of every id, permissions, 400s naming the field,
// locking (sessions end at once: 8013) and the first password that must be changed before anything else.

describeEachDatabase('Employees (submerchant calls)', (context) => {
  const suite = suiteApp(context);
  const post = poster(() => suite.app);
  let owner: SignedIn;
  let other: SignedIn;
  let shopA: number;
  let shopB: number;
  let otherShop: number;
  let cashierRole: number;
  let managerRole: number;
  let otherRole: number;

  /** As the screen sends it: the caller's password again with the new employee. */
  const create = (body: Record<string, unknown>, who = owner) =>
    post('submerchant/createSubmerchant', { password: who.account.password, ...body }, who.headers);
  const employeeBody = (extra: Record<string, unknown> = {}) => ({
    fullName: 'Nguyễn Văn Bình', phone: freshPhone(), email: null, shopIds: [shopA], roleId: cashierRole,
    identityType: 'CCCD', identityNumber: '001099012345', firstPassword: { mode: 'password', password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD },
    ...extra,
  });
  const created = async (extra: Record<string, unknown> = {}, who = owner): Promise<EmployeeRow> => {
    const answer = await create(employeeBody(extra), who);
    expect(answer.json()).toMatchObject({ err: 200 });
    return answer.json().data as EmployeeRow;
  };
  const list = async (queryInput: Record<string, unknown>, who = owner) => {
    const answer = await post('submerchant/findSubmerchantList', { queryInput, limit: 100 }, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: EmployeeRow[]; count: number };
  };
  const fieldOf = (answer: { json(): { data: { field?: string } | null } }) => answer.json().data?.field;

  beforeAll(async () => {
    owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    other = await signedIn(suite.app, context.database, { type: 'merchant' });
    shopA = await addShop(context.database, owner.account.ownerId, 'Cửa hàng Bến Thành');
    shopB = await addShop(context.database, owner.account.ownerId, 'Cửa hàng Hồ Tây');
    otherShop = await addShop(context.database, other.account.ownerId, 'Cửa hàng khác');
    cashierRole = await addRole(context.database, owner.account.ownerId, [ACTIONS.findTransactions]);
    managerRole = await addRole(context.database, owner.account.ownerId, [ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants, ACTIONS.findTransactions]);
    otherRole = await addRole(context.database, other.account.ownerId, [ACTIONS.findTransactions]);
  });

  it('adds an employee only with the caller\'s password again: none or a wrong one is 400 naming password, nobody added', async () => {
    const phone = freshPhone();
    const none = await post('submerchant/createSubmerchant', employeeBody({ phone }), owner.headers);
    expect(none.json()).toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.passwordRequired, data: { field: 'password' } });
    const wrong = await create(employeeBody({ phone, password: `${owner.account.password}x` }));
    expect(wrong.json()).toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect((await list({ q: phone })).count).toBe(0);
  });

  it('creates an employee whose first password is hashed and must be changed before anything else', async () => {
    const employee = await created();
    expect(employee).toMatchObject({
      fullName: 'Nguyễn Văn Bình', status: 'active', roleId: cashierRole, shopIds: [shopA], identityType: 'CCCD',
      identityNumber: '********2345', mustChangePassword: true,
    });
    const [stored] = await context.database.db.select().from(users).where(eq(users.id, employee.id));
    expect(stored).toMatchObject({ type: 'submerchant', ownerId: owner.account.ownerId, identityNumber: '001099012345', mustChangePassword: true });
    expect(stored.passwordHash).not.toContain(FIRST_PASSWORD);

    const account = { code: owner.account.code, username: employee.phone, password: FIRST_PASSWORD };
    const first = await signIn(suite.app, account);
    expect(first.body.data.userInfo).toMatchObject({ mustChangePassword: true, type: 'submerchant', isSubMerchant: true });
    const headers = bearer(first.token, first.secondToken);
    const refused = await suite.app.inject({ url: '/api/merchant/profile', headers });
    expect(refused.json()).toMatchObject({ err: 403, message: AUTH_MESSAGES.mustChangePassword });
    expect((await post('report/findTransactions', {}, headers)).statusCode).toBe(403);
    // Routes open without a session but read one when sent (file downloads) refuse it too.
    const file = await suite.app.inject({ url: '/api/file/6f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d', headers });
    expect(file.json()).toMatchObject({ err: 403, message: AUTH_MESSAGES.mustChangePassword });

    const changed = await post('merchant/changePassword', { currentPassword: FIRST_PASSWORD, password: 'Own-Choice-Password-2', confirmPassword: 'Own-Choice-Password-2' }, headers);
    expect(changed.json()).toMatchObject({ err: 200 });
    // The change ends the session; the employee's own password opens everything their role allows.
    expect((await suite.app.inject({ url: '/api/merchant/profile', headers })).json().err).toBe(ERR_SESSION_INVALID);
    // The changed password forgot the trusted browser: a new SMS code, a minute after the first (its send limit).
    suite.clock.advance(61_000);
    const again = await signIn(suite.app, { ...account, password: 'Own-Choice-Password-2' }, first.deviceId);
    expect(again.body.data.userInfo.mustChangePassword).toBe(false);
    expect((await suite.app.inject({ url: '/api/merchant/profile', headers: bearer(again.token, again.secondToken) })).statusCode).toBe(200);
  });

  it('can e-mail a set-password notice instead: no password or code in it, and nobody knows the password', async () => {
    const email = `new.${freshPhone()}@test.local`;
    const employee = await created({ email, firstPassword: { mode: 'email' } });
    expect(employee.mustChangePassword).toBe(false);
    const [message] = await outbox(suite.app, email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'employeeInvite' });
    expect(message.text).toContain(employee.phone);
    expect(message.text).toContain('Forgot password');
    expect(message.code ?? null).toBeNull();
    expect(fieldOf(await create(employeeBody({ email: null, firstPassword: { mode: 'email' } })))).toBe('email');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const taken = await created();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: taken.phone }, 'phone'],
      [{ phone: owner.account.username }, 'phone'],
      [{ phone: '12345' }, 'phone'],
      [{ shopIds: [otherShop] }, 'shopIds'],
      [{ shopIds: [] }, 'shopIds'],
      [{ roleId: otherRole }, 'roleId'],
      [{ roleId: (await context.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, owner.account.userId)))[0].roleId }, 'roleId'],
      [{ identityType: 'CCCD', identityNumber: '12345678901' }, 'identityNumber'],
      [{ identityType: 'CMND', identityNumber: '1234567890' }, 'identityNumber'],
      [{ identityType: 'PASSPORT', identityNumber: '12345678' }, 'identityNumber'],
      [{ identityType: 'DRIVING', identityNumber: '12345678' }, 'identityType'],
      [{ fullName: ' ' }, 'fullName'],
      [{ firstPassword: { mode: 'password', password: 'short', confirmPassword: 'short' } }, 'firstPassword.password'],
      [{ firstPassword: { mode: 'password', password: FIRST_PASSWORD, confirmPassword: `${FIRST_PASSWORD}x` } }, 'firstPassword.confirmPassword'],
    ];
    for (const [change, field] of cases) {
      const answer = await create(employeeBody(change));
      expect({ change, status: answer.statusCode, field: fieldOf(answer) }).toEqual({ change, status: 400, field });
    }
    expect((await create(employeeBody({ phone: taken.phone }))).json().message).toBe(SUBMERCHANT_MESSAGES.phoneTaken);
    // A passport number and a CMND of 9 digits fit their patterns.
    expect((await created({ identityType: 'PASSPORT', identityNumber: 'b1234567' })).identityNumber).toBe('****4567');
    expect((await created({ identityType: 'CMND', identityNumber: '123456789' })).identityType).toBe('CMND');
  });

  it('lists with search without diacritics, filters, sort and count; never the owner', async () => {
    const lan = await created({ fullName: 'Trần Thị Lan Ánh', shopIds: [shopB], roleId: managerRole });
    const found = await list({ q: 'tran thi lan anh' });
    expect(found.data.map((row) => row.id)).toEqual([lan.id]);
    expect(found.count).toBe(1);
    expect((await list({ q: lan.phone.slice(-6) })).data.map((row) => row.id)).toEqual([lan.id]);
    expect((await list({ shopId: shopB })).data.map((row) => row.id)).toContain(lan.id);
    expect((await list({ shopId: shopA })).data.map((row) => row.id)).not.toContain(lan.id);
    expect((await list({ roleId: managerRole })).data.every((row) => row.roleId === managerRole)).toBe(true);
    const all = await list({});
    expect(all.data.some((row) => row.id === owner.account.userId)).toBe(false);
    expect(all.count).toBe(all.data.length);
    const sorted = await post('submerchant/findSubmerchantList', { sort: [{ fullName: 'asc' }], limit: 100 }, owner.headers);
    const names = (sorted.json().data as EmployeeRow[]).map((row) => row.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await post('report/findSubmerchants', { queryInput: JSON.stringify({ q: 'lan anh' }) }, owner.headers)).json().count).toBe(1);
    expect(fieldOf(await post('submerchant/findSubmerchantList', { queryInput: { nope: 1 } }, owner.headers))).toBe('queryInput');
  });

  it('keeps every id within the tenant: another merchant cannot list, open, edit, lock, activate or export them', async () => {
    const mine = await created({ fullName: 'Lê Văn Riêng' });
    expect((await list({}, other)).data.some((row) => row.id === mine.id)).toBe(false);
    expect((await list({ id: mine.id }, other)).count).toBe(0);
    expect((await post('submerchant/submerchantDetail', { id: mine.id }, other.headers)).statusCode).toBe(404);
    const update = { ...employeeBody(), id: mine.id, shopIds: [otherShop], roleId: otherRole };
    delete (update as Record<string, unknown>).firstPassword;
    expect((await post('submerchant/updateSubmerchant', update, other.headers)).statusCode).toBe(404);
    expect((await post('submerchant/lockSubmerchant', { id: mine.id }, other.headers)).statusCode).toBe(404);
    expect((await post('submerchant/activeSubmerchant', { id: mine.id }, other.headers)).statusCode).toBe(404);
    // Another merchant's shops and roles are refused for one's own employees too.
    expect(fieldOf(await create(employeeBody({ shopIds: [shopA], roleId: otherRole }), other))).toBe('shopIds');
    const [stored] = await context.database.db.select({ status: users.status, ownerId: users.ownerId }).from(users).where(eq(users.id, mine.id));
    expect(stored).toEqual({ status: 'active', ownerId: owner.account.ownerId });
    const started = await post('report/exportSubMerchant', { queryInput: { q: 'Lê Văn Riêng' } }, other.headers);
    const job: ExportJob = await finishedJob(suite.app, other.headers, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', kind: 'submerchants', rows: 0 });
  });

  it('opens and updates an employee: details, shops, role; the identity number stays unless retyped', async () => {
    const employee = await created();
    const detail = await post('submerchant/submerchantDetail', { id: employee.id }, owner.headers);
    expect(detail.json().data).toMatchObject({ id: employee.id, identityNumber: '********2345', shops: [{ id: shopA, name: 'Cửa hàng Bến Thành' }] });
    const body = {
      id: employee.id, fullName: 'Nguyễn Văn Bình Minh', phone: employee.phone, email: 'binh@test.local', shopIds: [shopA, shopB], roleId: managerRole,
      identityType: 'CCCD', password: owner.account.password,
    };
    const updated = await post('submerchant/updateSubmerchant', body, owner.headers);
    expect(updated.json()).toMatchObject({ err: 200, message: SUBMERCHANT_MESSAGES.updated });
    expect(updated.json().data).toMatchObject({ fullName: 'Nguyễn Văn Bình Minh', roleId: managerRole, identityNumber: '********2345' });
    expect([...updated.json().data.shopIds].sort()).toEqual([shopA, shopB].sort());
    const retyped = await post('submerchant/updateSubmerchant', { ...body, identityType: 'PASSPORT', identityNumber: 'C7654321' }, owner.headers);
    expect(retyped.json().data).toMatchObject({ identityType: 'PASSPORT', identityNumber: '****4321' });
    expect(fieldOf(await post('submerchant/updateSubmerchant', { ...body, phone: owner.account.username }, owner.headers))).toBe('phone');
    expect((await post('submerchant/updateSubmerchant', { ...body, id: owner.account.userId }, owner.headers)).statusCode).toBe(404);
  });

  it('locks an employee: their open session fails with 8013 at once, sign-in is refused; activate restores sign-in', async () => {
    const employee = await created({ firstPassword: { mode: 'password', password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD } });
    const account = { code: owner.account.code, username: employee.phone, password: FIRST_PASSWORD };
    const session = await signIn(suite.app, account);
    const headers = bearer(session.token, session.secondToken);
    // A second session on another tab or device: the lock ends both.
    const open = await signIn(suite.app, account, session.deviceId);
    const openHeaders = bearer(open.token, open.secondToken);
    const locked = await post('submerchant/lockSubmerchant', { id: employee.id }, owner.headers);
    expect(locked.json()).toMatchObject({ err: 200, data: { status: 'locked' } });
    const lost = await post('merchant/changePassword', { currentPassword: FIRST_PASSWORD, password: 'Another-Choice-9', confirmPassword: 'Another-Choice-9' }, openHeaders);
    expect(lost.statusCode).toBe(401);
    // Told why: the account is locked, not that the session expired.
    expect(lost.json()).toMatchObject({ err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.accountLocked });
    expect((await post('merchant/logout', {}, headers)).json()).toMatchObject({ err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.accountLocked });
    const refused = await login(suite.app, account, open.deviceId);
    expect(refused.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.accountLocked });
    expect((await list({ status: 'locked' })).data.map((row) => row.id)).toContain(employee.id);
    // The audit trail says who locked whom.
    const trail = await context.database.db.select({ kind: auditEvents.kind, userId: auditEvents.userId, detail: auditEvents.detail }).from(auditEvents)
      .where(eq(auditEvents.kind, 'employeeLocked'));
    expect(trail).toContainEqual({ kind: 'employeeLocked', userId: owner.account.userId, detail: { employeeId: employee.id } });

    expect((await post('submerchant/activeSubmerchant', { id: employee.id }, owner.headers)).json().data.status).toBe('active');
    // The sessions revoked at lock stay dead; a new sign-in works.
    expect((await suite.app.inject({ url: '/api/merchant/profile', headers: openHeaders })).json())
      .toMatchObject({ err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.sessionInvalid });
    expect((await login(suite.app, account, open.deviceId)).json().err).toBe(200);
  });

  it('never locks the owner or oneself; an employee manages employees only with manageSubmerchants', async () => {
    expect((await post('submerchant/lockSubmerchant', { id: owner.account.userId }, owner.headers)).json())
      .toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.cannotLock });
    const manager = await created({ roleId: managerRole });
    const managerSession = await signIn(suite.app, { code: owner.account.code, username: manager.phone, password: FIRST_PASSWORD });
    await post('merchant/changePassword', { currentPassword: FIRST_PASSWORD, password: 'Manager-Own-Pass-1', confirmPassword: 'Manager-Own-Pass-1' },
      bearer(managerSession.token, managerSession.secondToken));
    suite.clock.advance(61_000);
    const signedManager = await signIn(suite.app, { code: owner.account.code, username: manager.phone, password: 'Manager-Own-Pass-1' }, managerSession.deviceId);
    const managerHeaders = bearer(signedManager.token, signedManager.secondToken);
    const asManager = { account: { ...owner.account, password: 'Manager-Own-Pass-1' }, headers: managerHeaders };
    expect((await post('submerchant/lockSubmerchant', { id: manager.id }, managerHeaders)).json().message).toBe(SUBMERCHANT_MESSAGES.cannotLock);
    expect((await post('submerchant/lockSubmerchant', { id: owner.account.userId }, managerHeaders)).json().message).toBe(SUBMERCHANT_MESSAGES.cannotLock);
    const self = { id: manager.id, fullName: manager.fullName, phone: manager.phone, shopIds: [shopA], roleId: cashierRole };
    expect(fieldOf(await post('submerchant/updateSubmerchant', self, managerHeaders))).toBe('roleId');
    const hired = await created({}, asManager);
    expect((await post('submerchant/lockSubmerchant', { id: hired.id }, managerHeaders)).json().data.status).toBe('locked');

    // A role without the actions: reading needs findSubmerchants, writing manageSubmerchants.
    const plain = await signedIn(suite.app, context.database, { type: 'submerchant', code: owner.account.code, actions: [ACTIONS.findTransactions] });
    const reader = await signedIn(suite.app, context.database, { type: 'submerchant', code: owner.account.code, actions: [ACTIONS.findSubmerchants] });
    for (const call of ['submerchant/findSubmerchantList', 'report/findSubmerchants', 'submerchant/submerchantDetail', 'submerchant/findConfig', 'submerchant/roleChoices', 'report/exportSubMerchant']) {
      expect({ call, status: (await post(call, { id: hired.id }, plain.headers)).statusCode }).toEqual({ call, status: 403 });
    }
    expect((await post('submerchant/findSubmerchantList', {}, reader.headers)).statusCode).toBe(200);
    for (const call of ['submerchant/createSubmerchant', 'submerchant/updateSubmerchant', 'submerchant/lockSubmerchant', 'submerchant/activeSubmerchant']) {
      expect({ call, status: (await post(call, { ...employeeBody(), id: hired.id }, reader.headers)).statusCode }).toEqual({ call, status: 403 });
    }
    expect((await post('submerchant/findSubmerchantList', {}, {})).statusCode).toBe(401);
  });

  // Issue 30: a Manager (manageSubmerchants) made an employee who could move money, who then granted the Manager the same.
  it('lets a manager give only the actions they hold: no new employee, and no employee moved, into a role beyond theirs', async () => {
    const manager = await signedIn(suite.app, context.database, {
      type: 'submerchant', code: owner.account.code, actions: [ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants, ACTIONS.findTransactions],
    });
    const moneyRole = await addRole(context.database, owner.account.ownerId, [ACTIONS.findTransactions, ACTIONS.moveMoney, ACTIONS.manageClientRoles]);
    const before = (await list({}, owner)).count;
    const refused = await create(employeeBody({ roleId: moneyRole }), manager);
    expect(refused.json()).toMatchObject({
      err: 400, message: ROLE_MESSAGES.notHeld, data: { field: 'roleId', actions: [ACTIONS.manageClientRoles, ACTIONS.moveMoney].sort() },
    });
    expect((await list({}, owner)).count).toBe(before);

    // An employee the manager may hire cannot be moved into the wider role either; the owner may.
    const hired = await created({}, manager);
    const update = (roleId: number, who: SignedIn, phone = hired.phone) => post('submerchant/updateSubmerchant', {
      id: hired.id, fullName: hired.fullName, phone, shopIds: [shopA], roleId, password: who.account.password,
    }, who.headers);
    expect((await update(moneyRole, manager)).json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.notHeld, data: { field: 'roleId' } });
    expect((await update(moneyRole, owner)).json()).toMatchObject({ err: 200, data: { roleId: moneyRole } });
    // The role the employee has stays theirs when the manager edits something else; it is not the manager's gift.
    expect((await update(moneyRole, manager)).json()).toMatchObject({ err: 200, data: { roleId: moneyRole } });
    const [row] = await context.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, hired.id));
    expect(row.roleId).toBe(moneyRole);
  });

  it('changes where an employee\'s codes go only for the owner, with the owner\'s password: sessions and devices end, the old address is told', async () => {
    const employee = await created({ email: 'old.box@test.local', firstPassword: { mode: 'password', password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD } });
    const session = await signIn(suite.app, { code: owner.account.code, username: employee.phone, password: FIRST_PASSWORD });
    const manager = await signedIn(suite.app, context.database, {
      type: 'submerchant', code: owner.account.code, actions: [ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants],
    });
    const body = { id: employee.id, fullName: employee.fullName, phone: employee.phone, email: 'old.box@test.local', shopIds: [shopA], roleId: cashierRole };
    const update = (change: Record<string, unknown>, who: SignedIn) => post('submerchant/updateSubmerchant', { ...body, ...change }, who.headers);
    // A Manager cannot point another employee's codes elsewhere, password or not; other details stay theirs to change.
    for (const [change, field] of [[{ email: 'attacker@test.local' }, 'email'], [{ phone: freshPhone() }, 'phone']] as const) {
      const refused = await update({ ...change, password: manager.account.password }, manager);
      expect(refused.json()).toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.contactOwnerOnly, data: { field } });
    }
    expect((await update({ fullName: 'Nguyễn Văn Bình An' }, manager)).json()).toMatchObject({ err: 200 });
    // The owner: only with their password, typed again.
    expect((await update({ email: 'new.box@test.local' }, owner)).json()).toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.passwordRequired, data: { field: 'password' } });
    expect((await update({ email: 'new.box@test.local', password: 'Not-The-Password-1' }, owner)).json())
      .toMatchObject({ err: 400, message: SUBMERCHANT_MESSAGES.passwordWrong, data: { field: 'password' } });
    const changed = await update({ email: 'new.box@test.local', password: owner.account.password }, owner);
    expect(changed.json()).toMatchObject({ err: 200, data: { email: 'new.box@test.local' } });
    // Whoever held the employee's session is signed out; the old mailbox hears of it, in words.
    const lost = await suite.app.inject({ url: '/api/merchant/profile', headers: bearer(session.token, session.secondToken) });
    expect(lost.json().err).toBe(ERR_SESSION_INVALID);
    const [notice] = await outbox(suite.app, 'old.box@test.local');
    expect(notice).toMatchObject({ channel: 'email', purpose: 'notice.contactChanged' });
    expect(notice.text).toContain('e-mail address or phone number of your account was changed');
    const refusals = await context.database.db.select({ userId: auditEvents.userId, detail: auditEvents.detail }).from(auditEvents)
      .where(eq(auditEvents.kind, 'employeeRefused'));
    expect(refusals).toContainEqual({ userId: owner.account.userId, detail: { employeeId: employee.id, reason: 'passwordWrong' } });
  });

  it('takes the owner\'s authenticator-app code in place of the password for a new role, audited as its use (never both)', async () => {
    // An owner of its own: the app changes how the shared owner signs in.
    const appOwner = await signedIn(suite.app, context.database, { type: 'merchant' });
    const shop = await addShop(context.database, appOwner.account.ownerId, 'Cửa hàng Nguyễn Huệ');
    const [cashier, manager] = [
      await addRole(context.database, appOwner.account.ownerId, [ACTIONS.findTransactions]),
      await addRole(context.database, appOwner.account.ownerId, [ACTIONS.findTransactions, ACTIONS.findShops]),
    ];
    const hired = await created({ shopIds: [shop], roleId: cashier }, appOwner);
    const { secret } = await enrolApp(suite.app, appOwner, suite.clock);
    suite.clock.advance(31_000);
    const body = { id: hired.id, fullName: hired.fullName, phone: hired.phone, shopIds: [shop], roleId: manager };
    const code = await totpAt(secret, suite.clock);
    const both = await post('submerchant/updateSubmerchant', { ...body, password: appOwner.account.password, stepUp: { factor: 'totp', code } }, appOwner.headers);
    expect([both.statusCode, fieldOf(both)]).toEqual([400, 'stepUp']);
    const wrong = await post('submerchant/updateSubmerchant', { ...body, stepUp: { factor: 'totp', code: wrongCode(code) } }, appOwner.headers);
    expect(wrong.json()).toMatchObject({ err: 400, message: FACTOR_MESSAGES.stepUpRefused, data: { field: 'stepUp' } });
    const moved = await post('submerchant/updateSubmerchant', { ...body, stepUp: { factor: 'totp', code } }, appOwner.headers);
    expect(moved.json()).toMatchObject({ err: 200, data: { roleId: manager } });
    const used = await context.database.db.select({ detail: auditEvents.detail }).from(auditEvents)
      .where(and(eq(auditEvents.userId, appOwner.account.userId), eq(auditEvents.kind, 'authenticatorUsed')));
    expect(used.map((row) => row.detail)).toContainEqual({ purpose: 'userRole' });
  });

  it('serves the NRC configuration and exports the list as a job', async () => {
    const choices = (await post('submerchant/roleChoices', {}, owner.headers)).json().data as { id: number }[];
    expect(choices.map((choice) => choice.id)).toEqual(expect.arrayContaining([cashierRole, managerRole]));
    expect(choices.map((choice) => choice.id)).not.toContain(otherRole);
    const ownerRole = (await context.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, owner.account.userId)))[0].roleId;
    expect(choices.map((choice) => choice.id)).not.toContain(ownerRole);
    const config = await post('submerchant/findConfig', {}, owner.headers);
    expect(config.json().data.map((entry: { type: string }) => entry.type)).toEqual(['CCCD', 'CMND', 'PASSPORT']);
    await created({ fullName: 'Phạm Xuất Khẩu', shopIds: [shopA, shopB] });
    const started = await post('report/exportSubMerchant', { queryInput: { q: 'pham xuat khau' } }, owner.headers);
    const job: ExportJob = await finishedJob(suite.app, owner.headers, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', kind: 'submerchants', rows: 1 });
    const ticket = await post('report/downloadTicket', { id: job.id }, owner.headers);
    const rows = parseCsv((await suite.app.inject({ url: ticket.json().data.url })).body);
    expect(rows[0]).toEqual(['Full name', 'Phone', 'E-mail', 'Shops', 'Role', 'Identity document', 'Document number', 'Status', 'Created']);
    expect(rows[1].slice(0, 1)).toEqual(['Phạm Xuất Khẩu']);
    expect(rows[1][3]).toBe('Cửa hàng Bến Thành, Cửa hàng Hồ Tây');
    expect(rows[1][6]).toBe('********2345');
  });
});
