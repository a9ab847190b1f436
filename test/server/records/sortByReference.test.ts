import { describeEachDatabase } from '../support/databases';
import { putPagesAndRecords, referencePages } from '../support/referencePages';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// Issue 18 defect 12: a list sorted by a model field is in the order of the names the column shows, not of ids.

const { partners, deals, pages } = referencePages(181, 'sortref');

describeEachDatabase('Sorting a list by a model field', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  const titles = async (sort: unknown) => {
    const query = new URLSearchParams({ select: 'title', sort: JSON.stringify(sort), limit: '50' });
    const answer = await suite.app.inject({ url: `/api/records/${deals}?${query.toString()}`, headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    return (answer.json().data as { title: string }[]).map((row) => row.title);
  };

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const create = await putPagesAndRecords(suite.app, staff, pages);
    // Made in the opposite order of their names, so that id order and name order differ.
    const zeta = await create(partners, { name: 'Zeta' });
    const beta = await create(partners, { name: 'beta' });
    const alpha = await create(partners, { name: 'Alpha' });
    await create(deals, { title: 'of Zeta', partnerId: zeta });
    await create(deals, { title: 'of Alpha', partnerId: alpha });
    await create(deals, { title: 'of nobody' });
    await create(deals, { title: 'of beta', partnerId: beta });
  });

  it('sorts by the referenced name, whatever its case, with rows without one last', async () => {
    expect(await titles([{ partnerId: 'asc' }])).toEqual(['of Alpha', 'of beta', 'of Zeta', 'of nobody']);
    expect(await titles([{ partnerId: 'desc' }])).toEqual(['of Zeta', 'of beta', 'of Alpha', 'of nobody']);
  });
});
