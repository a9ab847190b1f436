import { ALWAYS_ALLOWED, ACTIONS, type Action } from '../../../src/api/permissions';
import { CATALOGUE_ACTIONS, PERMISSION_CATALOGUE, STAFF_ACTIONS } from '../../../src/api/permissionCatalogue';
import type { CatalogueGroup } from '../../../src/api/roles';
import { pageDefinitionSchema } from '../../../src/api/pageDefinition';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

/** Checked by the page engine (a page definition's `action`, managerecords when it names none), not by requireAction. */
const CHECKED_BY_PAGES: readonly Action[] = [ACTIONS.manageRecords];

// The permission catalogue (/permissions, findPermissions) against what the server enforces, on both databases.

describeEachDatabase('Permission catalogue', (context) => {
  const suite = suiteApp(context);

  it('lists exactly the actions the routes check (the always-allowed ones aside): the catalogue and the checks cannot drift', () => {
    const enforced = [...suite.app.enforcedActions, ...CHECKED_BY_PAGES].filter((action) => !ALWAYS_ALLOWED.includes(action)).sort();
    const catalogued = CATALOGUE_ACTIONS.filter((action) => !ALWAYS_ALLOWED.includes(action));
    expect(pageDefinitionSchema.shape.action.parse(undefined)).toBe(ACTIONS.manageRecords);
    expect(enforced).toEqual([...catalogued].sort());
    expect([...CATALOGUE_ACTIONS].sort()).toEqual(Object.values(ACTIONS).sort());
  });

  it('answers the catalogue grouped by screen, named in both languages, without the staff actions for a merchant', async () => {
    const owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    const answer = await suite.app.inject({ method: 'POST', url: '/api/permission/findPermissions', payload: {}, headers: owner.headers });
    expect(answer.statusCode).toBe(200);
    const groups = answer.json().data as CatalogueGroup[];
    const listed = groups.flatMap((group) => group.actions.map((entry) => entry.action));
    expect(listed.sort()).toEqual(CATALOGUE_ACTIONS.filter((action) => !STAFF_ACTIONS.includes(action)).sort());
    expect(groups.map((group) => group.group)).not.toContain('backOffice');
    const transactions = groups.find((group) => group.group === 'transactions')!;
    expect(transactions.name).toEqual({ en: 'Transaction History', vi: 'Lịch sử giao dịch' });
    const { name, description } = PERMISSION_CATALOGUE.findtransactions;
    expect(transactions.actions[0]).toEqual({ action: ACTIONS.findTransactions, name, description });
    for (const entry of groups.flatMap((group) => group.actions)) {
      expect(entry.name.en && entry.name.vi && entry.description.en && entry.description.vi).toBeTruthy();
    }
  });

  it('refuses the catalogue to a user without findclientroles', async () => {
    const employee = await signedIn(suite.app, context.database, { type: 'submerchant', actions: [ACTIONS.findTransactions] });
    const answer = await suite.app.inject({ method: 'POST', url: '/api/permission/findPermissions', payload: {}, headers: employee.headers });
    expect(answer.statusCode).toBe(403);
  });
});
