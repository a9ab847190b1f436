import { sql } from 'drizzle-orm';
import { RECORD_LIMITS } from '../../../src/api/records';
import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// GET /api/reports/:model (spec §3 button action `report`): the CSV a spreadsheet opens, of the caller's records only.

const MODEL = 'ledger-notes';

/** A page governing `ledger-notes` whose labels a spreadsheet could take for formulas. */
const ledgerPage = {
  id: 73, name: 'Sổ ghi chú', resource: MODEL, action: 'managerecords',
  list: { columns: ['id', 'title', 'kind', 'amount', 'tags'] },
  schema: [
    { field: 'title', name: '=Tiêu đề', widget: 'Text', required: true },
    { field: 'kind', name: 'Loại', widget: 'Enum', items: [{ key: 'plain', value: 'Thường' }, { key: 'evil', value: '=HYPERLINK("http://x")' }] },
    { field: 'amount', name: 'Số tiền', widget: 'Text', type: 'number' },
    { field: 'tags', name: 'Nhãn', widget: 'SelectMutilple', modelSelectField: 'value$$Nhãn', items: [{ key: 'a', value: 'A, "trích"' }, { key: 'b', value: '@B' }] },
    { field: 'secret', name: 'Mật khẩu', widget: 'Password' },
  ],
  apis: [
    { name: 'list', url: `/api/records/${MODEL}`, method: 'GET', type: 'list' },
    { name: 'create', url: `/api/records/${MODEL}`, method: 'POST', type: 'create' },
  ],
};

/** The CSV's rows, cells split naively (the tests' cells hold no quoted comma unless they say so). */
const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

describeEachDatabase('CSV reports', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let otherTenant: SignedIn;
  let merchant: SignedIn;
  let withoutRecords: SignedIn;

  const report = (who: SignedIn, query = '', model = MODEL) => suite.app.inject({ url: `/api/reports/${model}${query}`, headers: who.headers });
  const create = async (who: SignedIn, payload: Record<string, unknown>) => {
    const answer = await suite.app.inject({ method: 'POST', url: `/api/records/${MODEL}`, headers: who.headers, payload });
    expect(answer.statusCode).toBe(200);
    return answer.json().data.id as number;
  };

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    withoutRecords = await signedIn(suite.app, context.database, { type: 'staff', actions: ['managepages'] });
    expect((await putPage(suite.app, staff, ledgerPage.id, ledgerPage)).json()).toEqual({ err: 200, message: 'ok', data: expect.objectContaining({ id: 73 }) });
  });

  it('answers UTF-8 CSV with a BOM, the labels as header, CRLF rows, as a dated attachment', async () => {
    const id = await create(staff, { title: 'Cà phê, sữa "đá"', kind: 'plain', amount: 1500.5, tags: ['a', 'b'], secret: 'bí-mật-1' });
    const answer = await report(staff, '?page=73&api=report&accesstoken=ignored');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${MODEL}-20261121.csv"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.charCodeAt(0)).toBe(0xfeff);
    expect(answer.body.endsWith('\r\n')).toBe(true);
    // Only a cell's start can make a formula: '@B' inside a list cell stays as it is.
    // The header's '=' label is neutralised too; the Password field is no column even if listed nowhere.
    expect(rowsOf(answer.body)).toEqual([
      "ID,'=Tiêu đề,Loại,Số tiền,Nhãn",
      `${id},"Cà phê, sữa ""đá""",Thường,"1.500,5","A, ""trích"", @B"`,
    ]);
    expect(answer.body).not.toContain('scrypt');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a=1', 'a=1'],
  ])('neutralises a cell starting %p so no spreadsheet runs it', async (title, cell) => {
    const id = await create(otherTenant, { title });
    const [, ...rows] = rowsOf((await report(otherTenant, `?id=${id}`)).body.replace(/\r(?!\n)/g, '<CR>'));
    expect(rows).toEqual([`${id},${cell.replace(/\r/g, '<CR>')},,,`]);
  });

  it("neutralises an Enum's label that starts with =, and keeps negative numbers numbers", async () => {
    const id = await create(otherTenant, { title: 'enum', kind: 'evil', amount: -42 });
    const [, row] = rowsOf((await report(otherTenant, `?id=${id}`)).body);
    expect(row).toBe(`${id},enum,"'=HYPERLINK(""http://x"")",-42,`);
  });

  it("writes only the caller's owner's rows, in id order, filtered by ?field=value (repeated: any of)", async () => {
    const mine = [await create(staff, { title: 'mine 1', kind: 'plain' }), await create(staff, { title: 'mine 2', kind: 'evil' })];
    await create(otherTenant, { title: 'theirs', kind: 'plain' });
    const all = rowsOf((await report(staff)).body);
    expect(all.join('\n')).not.toContain('theirs');
    const ids = all.slice(1).map((row) => Number(row.slice(0, row.indexOf(','))));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining(mine));
    const plain = rowsOf((await report(staff, '?kind=plain')).body).slice(1);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((row) => row.includes(',Thường,'))).toBe(true);
    expect(plain.join('\n')).toContain('mine 1');
    expect(plain.join('\n')).not.toContain('mine 2');
    expect(rowsOf((await report(staff, `?id=${mine[0]}&id=${mine[1]}`)).body)).toHaveLength(3);
    // An empty parameter filters nothing (a report url of a list, with no record to fill it).
    expect(rowsOf((await report(staff, '?kind=')).body)).toHaveLength(all.length);
    const theirs = rowsOf((await report(otherTenant)).body);
    expect(theirs.join('\n')).not.toContain('mine 1');
  });

  it("answers 404 notFoundPage to a user without the page's action, and for a model no page governs; 401 without a session", async () => {
    for (const [who, model] of [[merchant, MODEL], [withoutRecords, MODEL], [staff, 'no-such-model']] as const) {
      const answer = await report(who, '', model);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ err: 404, message: 'notFoundPage', data: null });
    }
    expect((await suite.app.inject(`/api/reports/${MODEL}`)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown parameter', '?colour=red', 'colour'],
    ['__proto__', '?__proto__=x', '__proto__'],
    ['__proto__ with a bracket', '?__proto__[polluted]=1', '__proto__[polluted]'],
    ['constructor', '?constructor=x', 'constructor'],
    ['a Password field', '?secret=x', 'secret'],
    ['a value its widget refuses', '?amount=nhiều', 'amount'],
  ])('refuses %s with 400 naming it, before any byte of CSV', async (_what, query, field) => {
    const answer = await report(staff, query);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ err: 400, data: { field } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`stops at ${RECORD_LIMITS.reportRows} rows`, async () => {
    const model = 'ledger-bulk';
    const put = await putPage(suite.app, otherTenant, 74, { ...ledgerPage, id: 74, resource: model, list: { columns: ['id'] }, apis: [] });
    expect(put.json()).toMatchObject({ err: 200 });
    const owner = otherTenant.account.ownerId;
    await context.database.rows(sql`
      insert into ${records} (owner_id, model, data)
      select ${owner}, ${model}, '{"title":"x"}'::jsonb from generate_series(1, ${RECORD_LIMITS.reportRows + 5})`);
    const answer = await report(otherTenant, '', model);
    expect(answer.statusCode).toBe(200);
    const rows = rowsOf(answer.body);
    expect(rows[0]).toBe('ID');
    expect(rows).toHaveLength(RECORD_LIMITS.reportRows + 1);
  });
});
