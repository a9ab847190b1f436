import { describeEachDatabase } from '../support/databases';
import { putPagesAndRecords, referencePages } from '../support/referencePages';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// Issue 18 defect 5: an export is what the list shows — its filters, sort and visible columns, the names of
// referenced records, dates and numbers as the screen writes them — and says how many rows it wrote.

const { partners, deals, pages } = referencePages(183, 'export');

const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

describeEachDatabase('Exporting a list as shown', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  const exported = (params: Record<string, string>) =>
    suite.app.inject({ url: `/api/reports/${deals}?${new URLSearchParams(params).toString()}`, headers: staff.headers });

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const create = await putPagesAndRecords(suite.app, staff, pages);
    const zeta = await create(partners, { name: 'Zeta Coffee' });
    const alpha = await create(partners, { name: 'Alpha Mart' });
    await create(deals, { title: 'Cà phê sáng', partnerId: zeta, startDate: '2026-03-05', amount: 1500000 });
    await create(deals, { title: 'Cà phê tối', partnerId: alpha, startDate: '2026-12-25', amount: 25000.5 });
    await create(deals, { title: 'Trà sữa', partnerId: alpha, startDate: '2026-01-02', amount: 7 });
  });

  it("takes the list's filter, sort and columns, and writes names, DD/MM/YYYY dates and grouped numbers", async () => {
    const answer = await exported({
      queryInput: JSON.stringify({ title: { contains: 'cà phê' } }),
      sort: JSON.stringify([{ partnerId: 'asc' }]),
      columns: 'title,partnerId,startDate,amount',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-report-rows']).toBe('2');
    expect(rowsOf(answer.body)).toEqual([
      'Tiêu đề,Đối tác,Ngày bắt đầu,Số tiền',
      'Cà phê tối,Alpha Mart,25/12/2026,"25.000,5"',
      'Cà phê sáng,Zeta Coffee,05/03/2026,1.500.000',
    ]);
  });

  it('groups numbers the English way when the list is in English, dates as the screen shows them', async () => {
    const answer = await exported({ queryInput: JSON.stringify({ title: 'Cà phê sáng' }), columns: 'startDate,amount', locale: 'en' });
    expect(rowsOf(answer.body)).toEqual(['Ngày bắt đầu,Số tiền', '05/03/2026,"1,500,000"']);
    expect(answer.headers['x-report-rows']).toBe('1');
  });

  it('refuses a column the page does not have, or a sort or filter that is not JSON, with 400 naming it', async () => {
    for (const [params, field] of [
      [{ columns: 'title,colour' }, 'columns'],
      [{ sort: '[{' }, 'sort'],
      [{ queryInput: 'title' }, 'queryInput'],
      [{ locale: 'fr' }, 'locale'],
    ] as const) {
      const answer = await exported(params);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ err: 400, data: { field } });
    }
  });
});
