import { ACTIONS } from '../../../src/api/permissions';
import { ROLE_MESSAGES } from '../../../src/api/roles';
import { SUBMERCHANT_MESSAGES } from '../../../src/api/submerchants';
import { describeEachDatabase } from '../support/databases';
import { addShop, scopeToShops } from '../support/sales';
import { createAccount } from '../support/accounts';
import { bearer, type SignedIn, signIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// A role that keeps to its own shops bounds what its holder hands out and changes, not only what they read: nobody gives
// a shop, or a reach over every shop, they do not have themselves (as nobody gives an action they lack).

describeEachDatabase('An employee who keeps to their own shops', (context) => {
  const suite = suiteApp(context);
  let owner: SignedIn;
  let manager: SignedIn;
  let mine: number;
  let theirs: number;

  const post = (url: string, payload: Record<string, unknown>, who: SignedIn = manager) =>
    suite.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: who.headers });
  const refusal = async (url: string, payload: Record<string, unknown>) => {
    const answer = await post(url, payload);
    return { status: answer.statusCode, message: answer.json().message as string, field: answer.json().data?.field as string | undefined };
  };

  beforeAll(async () => {
    owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    mine = await addShop(context.database, owner.account.ownerId, 'Cửa hàng của tôi');
    theirs = await addShop(context.database, owner.account.ownerId, 'Cửa hàng khác');
    const account = await createAccount(context.database, {
      type: 'submerchant', code: owner.account.code,
      actions: [ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants, ACTIONS.manageClientRoles, ACTIONS.findShops, ACTIONS.manageShops],
    });
    await scopeToShops(context.database, account.userId, [mine]);
    const { token, secondToken } = await signIn(suite.app, account);
    manager = { account, headers: bearer(token, secondToken) };
  });

  it('gives no shop beyond theirs: a new employee, or themselves, at another shop is 400 naming shopIds', async () => {
    const role = (await post('clientrole/createUserRole', { name: 'Phụ quầy', description: '', shopScope: 'own', actions: [] })).json().data.id as number;
    const employee = {
      fullName: 'Ngô Văn Mới', phone: '0977000111', email: null, roleId: role, password: manager.account.password,
      firstPassword: { mode: 'password', password: 'Quartz-Lantern-7391', confirmPassword: 'Quartz-Lantern-7391' },
    };
    expect(await refusal('submerchant/createSubmerchant', { ...employee, shopIds: [mine, theirs] }))
      .toEqual({ status: 400, message: SUBMERCHANT_MESSAGES.shopNotHeld, field: 'shopIds' });
    const hired = await post('submerchant/createSubmerchant', { ...employee, shopIds: [mine] });
    expect(hired.statusCode).toBe(200);
    const self = (await post('submerchant/submerchantDetail', { id: manager.account.userId })).json().data;
    expect(await refusal('submerchant/updateSubmerchant', {
      id: self.id, fullName: self.fullName, phone: self.phone, email: self.email, roleId: self.roleId, shopIds: [mine, theirs],
    })).toEqual({ status: 400, message: SUBMERCHANT_MESSAGES.shopNotHeld, field: 'shopIds' });
  });

  it('makes no role that reaches every shop: left out or "all" is 400 naming shopScope, on create and update', async () => {
    expect(await refusal('clientrole/createUserRole', { name: 'Toàn quyền', description: '', actions: [] }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.scopeNotHeld, field: 'shopScope' });
    const own = await post('clientrole/createUserRole', { name: 'Quầy riêng', description: '', shopScope: 'own', actions: [] });
    expect(own.statusCode).toBe(200);
    expect(await refusal('clientrole/updateClientRole', { id: own.json().data.id, name: 'Quầy riêng', description: '', shopScope: 'all' }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.scopeNotHeld, field: 'shopScope' });
  });

  it('gives nobody a role that reaches every shop, nor that role more actions: 400 naming roleId or actions', async () => {
    const password = manager.account.password;
    // The owner's role over every shop, with nothing the manager lacks: only its reach is wider than theirs.
    const wide = (await post('clientrole/createUserRole', { name: 'Toàn chuỗi', description: '', shopScope: 'all', actions: [ACTIONS.findShops] }, owner)).json().data.id as number;
    const counter = (await post('clientrole/createUserRole', { name: 'Quầy phụ', description: '', shopScope: 'own', actions: [] })).json().data.id as number;
    const employee = {
      fullName: 'Lý Thị Hai', phone: '0977000222', email: null, roleId: wide, shopIds: [mine], password,
      firstPassword: { mode: 'password', password: 'Quartz-Lantern-7391', confirmPassword: 'Quartz-Lantern-7391' },
    };
    // A new employee whose first password they choose would read every shop's sales.
    expect(await refusal('submerchant/createSubmerchant', employee)).toEqual({ status: 400, message: ROLE_MESSAGES.reachNotHeld, field: 'roleId' });
    const hired = (await post('submerchant/createSubmerchant', { ...employee, roleId: counter })).json().data;
    const { fullName, phone, email, shopIds } = employee;
    expect(await refusal('submerchant/updateSubmerchant', { id: hired.id, fullName, phone, email, shopIds, roleId: wide, password }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.reachNotHeld, field: 'roleId' });
    expect(await refusal('permission/assignRole', { userId: hired.id, roleId: wide, password }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.reachNotHeld, field: 'roleId' });
    // An action they hold, added to the role over every shop, would reach every shop with it.
    expect(await refusal('permission/updateClientRolePerms', { roleId: wide, actions: [ACTIONS.findShops, ACTIONS.manageShops], password }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.scopeNotHeld, field: 'actions' });
    // Taking actions away narrows it: allowed. The owner, who reaches every shop, gives the role.
    expect((await post('permission/updateClientRolePerms', { roleId: wide, actions: [], password })).statusCode).toBe(200);
    expect((await post('permission/assignRole', { userId: hired.id, roleId: wide, password: owner.account.password }, owner)).statusCode).toBe(200);
    // Nor more permissions for someone who now reaches every shop (an addition of theirs would be theirs everywhere).
    expect(await refusal('permission/updateUserPermissions', { userId: hired.id, grants: [ACTIONS.findShops], denies: [], password }))
      .toEqual({ status: 400, message: ROLE_MESSAGES.reachNotHeld, field: 'grants' });
  });

  it('changes only their own shops: another shop is not found, as when they open it', async () => {
    for (const call of ['shop/lockShop', 'shop/activeShop', 'shop/shopDetail']) {
      expect((await refusal(call, { id: theirs })).status).toBe(404);
    }
    expect((await post('shop/lockShop', { id: mine })).json().data.status).toBe('locked');
    expect((await post('shop/activeShop', { id: mine })).json().data.status).toBe('active');
    // The owner reaches every shop.
    expect((await post('shop/lockShop', { id: theirs }, owner)).json().data.status).toBe('locked');
  });
});
