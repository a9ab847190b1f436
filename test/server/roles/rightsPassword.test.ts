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

  it('updateClientRole saves a name with new actions all or nothing: the password asked only when the rights change', async () => {
    const { who } = suite;
    const create = async (name: string) =>
      (await suite.post('clientrole/createUserRole', { name, shopScope: 'own', actions: [ACTIONS.checkout] }, who.owner)).json().data.id as number;
    const id = await create('Ca sáng');
    await create('Ca chiều');
    const detail = async () => (await suite.post('clientrole/detailClientRoles', { id }, who.owner)).json().data as { name: string; actions: string[] };
    const edit = (body: Record<string, unknown>) =>
      suite.post('clientrole/updateClientRole', { id, description: '', shopScope: 'own', ...body }, who.owner);
    const wider = [ACTIONS.checkout, ACTIONS.findShops];

    // A taken name with new actions (the name is checked before the password is asked): the actions are not saved either.
    const taken = await edit({ name: 'Ca chiều', actions: wider, password: who.owner.password });
    expect(taken.json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.nameTaken, data: { field: 'name' } });
    expect((await edit({ name: 'Ca sáng mới', actions: wider })).json()).toMatchObject({ err: 400, data: { field: 'password' } });
    expect((await edit({ name: 'Ca sáng mới', actions: wider, password: 'Not the password 1' })).json())
      .toMatchObject({ err: 400, message: ROLE_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect(await detail()).toMatchObject({ name: 'Ca sáng', actions: [ACTIONS.checkout] });

    const saved = await edit({ name: 'Ca sáng mới', actions: wider, password: who.owner.password });
    expect(saved.json().data).toMatchObject({ name: 'Ca sáng mới', actions: [...wider].sort() });
    const changed = (await suite.audited('rolePermissionsChanged')).find((row) => (row.detail as { roleId: number }).roleId === id);
    expect(changed?.detail).toMatchObject({ before: ACTIONS.checkout, after: [...wider].sort().join(',') });
    // The same actions again, or none sent: the name alone, without the password.
    expect((await edit({ name: 'Ca sáng 2', actions: [...wider].reverse() })).json().data).toMatchObject({ name: 'Ca sáng 2' });
    expect((await edit({ name: 'Ca sáng 3' })).json().data).toMatchObject({ name: 'Ca sáng 3', actions: [...wider].sort() });
    // The shop scope decides which shops the role reaches: changing it takes the password as the actions do.
    expect((await edit({ name: 'Ca sáng 3', shopScope: 'all' })).json()).toMatchObject({ err: 400, data: { field: 'password' } });
    expect((await detail())).toMatchObject({ name: 'Ca sáng 3' });
    expect((await edit({ name: 'Ca sáng 3', shopScope: 'all', password: who.owner.password })).json().data).toMatchObject({ shopScope: 'all' });
  });

  it('tells the user whose role was changed, by e-mail, naming the role', async () => {
    const employee = await suite.userId('DEMO01', '0912345678');
    const accountant = await suite.builtinRole('DEMO01', 'accountant');
    expect((await suite.post('permission/assignRole', { userId: employee, roleId: accountant }, suite.who.owner)).statusCode).toBe(200);
    const [notice] = (await outbox(suite.app, 'employee@demo.local')).filter((message) => message.purpose === 'notice.roleChanged');
    expect(notice.text).toMatch(/role of your account was changed to/i);
  });
});
