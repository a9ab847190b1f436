import { ACTIONS } from '../../../src/api/permissions';
import { ROLE_MESSAGES } from '../../../src/api/roles';
import { describeEachDatabase } from '../support/databases';
import { outbox } from '../support/signIn';
import { demoSuite } from './support';

// Every change of who may do what takes the caller's password again, as creating an API key does: a session left
// open on a shared till is not enough. Nothing changes on a missing or wrong one; the refusal is audited.

describeEachDatabase('Roles: a change of rights takes the password again', (context) => {
  const suite = demoSuite(context);

  it.each([
    ['permission/assignRole', 'userRole'],
    ['permission/updateUserPermissions', 'userPermissions'],
    ['permission/updateClientRolePerms', 'rolePermissions'],
  ])('%s: refused without the password (400) or with a wrong one (400 passwordWrong), done with the right one', async (url, change) => {
    const { who } = suite;
    const employee = await suite.userId('DEMO01', '0912345678');
    const cashier = await suite.builtinRole('DEMO01', 'cashier');
    const role = (await suite.post('clientrole/createUserRole', { name: `Ca ${change}`, actions: [ACTIONS.checkout] }, who.owner)).json().data.id as number;
    const body: Record<string, unknown> = url === 'permission/assignRole'
      ? { userId: employee, roleId: cashier }
      : url === 'permission/updateUserPermissions' ? { userId: employee, grants: [], denies: [] } : { roleId: role, actions: [ACTIONS.checkout, ACTIONS.findShops] };
    const before = (await suite.audited('roleRefused')).length;

    const missing = await suite.post(url, { ...body, password: undefined }, who.owner);
    // The matrix's body is one of two shapes: its refusal names the body rather than the field.
    expect([missing.statusCode, ['password', 'body'].includes(missing.json().data.field)]).toEqual([400, true]);
    const wrong = await suite.post(url, { ...body, password: 'Not the password 1' }, who.owner);
    expect(wrong.json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.passwordWrong, data: { field: 'password' } });
    const refusals = await suite.audited('roleRefused');
    expect(refusals.slice(before)).toEqual([{ userId: who.owner.userId, detail: { change, reason: 'passwordWrong' } }]);
    expect((await suite.post(url, body, who.owner)).statusCode).toBe(200);
  });

  it('tells the user whose role was changed, by e-mail, naming the role', async () => {
    const employee = await suite.userId('DEMO01', '0912345678');
    const accountant = await suite.builtinRole('DEMO01', 'accountant');
    expect((await suite.post('permission/assignRole', { userId: employee, roleId: accountant }, suite.who.owner)).statusCode).toBe(200);
    const [notice] = (await outbox(suite.app, 'employee@demo.local')).filter((message) => message.purpose === 'notice.roleChanged');
    expect(notice.text).toMatch(/role of your account was changed to/i);
  });
});
