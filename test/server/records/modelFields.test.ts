import { eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { putPage, seedPages } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// The four model widgets as the page engine's form uses them: the value the picker sets is sent as it is, the
// record comes back in the same shape, and the name of each chosen record is found by the picker's own call.

type Row = Record<string, unknown> & { id: number };

const VOUCHERS = '/api/records/partner-vouchers';
const PAGE = 74;
const MODEL = `/api/records/picks${PAGE}`;

/** Every model widget, required and not, over the demo categories (page 62's records). */
const picksPage = {
  id: PAGE, name: 'Chọn bản ghi', resource: `picks${PAGE}`, action: 'managerecords',
  schema: [
    { field: 'title', name: 'Tiêu đề', widget: 'Text' },
    { field: 'one', name: 'Một danh mục', widget: 'SingleModel', api: 'categories', modelSelectField: 'name' },
    { field: 'several', name: 'Vài danh mục', widget: 'SelectModel', api: 'categories', modelSelectField: 'name' },
    { field: 'chips', name: 'Danh mục (thẻ)', widget: 'ArrayModel', api: 'categories', modelSelectField: 'name' },
    { field: 'dropdown', name: 'Danh mục (danh sách)', widget: 'SelectMutilple', api: 'categories', modelSelectField: 'name' },
    { field: 'mustOne', name: 'Danh mục chính', widget: 'SingleModel', required: true, api: 'categories', modelSelectField: 'name' },
    { field: 'mustSeveral', name: 'Danh mục bắt buộc', widget: 'SelectModel', required: true, api: 'categories', modelSelectField: 'name' },
  ],
  apis: [
    { name: 'list', url: MODEL, method: 'GET', type: 'list' },
    { name: 'read', url: MODEL, method: 'GET', type: 'read' },
    { name: 'create', url: MODEL, method: 'POST', type: 'create' },
    { name: 'update', url: MODEL, method: 'PATCH', type: 'update' },
    { name: 'categories', url: '/api/records/voucher-categories', method: 'GET', type: 'list' },
  ],
};

describeEachDatabase('generic record store: model fields round trip', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  /** The demo categories' ids by name. */
  let category: Record<string, number>;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
    expect((await putPage(suite.app, staff, PAGE, picksPage)).statusCode).toBe(200);
    const rows = (await call('GET', '/api/records/voucher-categories?limit=100')).json().data as { id: number; name: string }[];
    category = Object.fromEntries(rows.map(({ id, name }) => [name, id]));
  });

  function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
    return suite.app.inject({ method, url, headers: staff.headers, ...(payload === undefined ? {} : { payload }) });
  }
  const read = async (id: number) => (await call('GET', `${MODEL}/${id}?page=${PAGE}&api=read`)).json().data as Row;
  /** The picker's name lookup (spec §7): the field's list api with select 'name' and the numeric id filter. */
  const nameOf = async (id: unknown) => {
    const query = new URLSearchParams({ page: String(PAGE), api: 'categories', select: 'name', queryInput: JSON.stringify({ id }), limit: '1' });
    return ((await call('GET', `/api/records/voucher-categories?${query.toString()}`)).json().data as { name: string }[])[0]?.name;
  };

  it('saves one id and lists of ids on create, reads them back as sent, and each id finds its name', async () => {
    const sent = {
      title: 'Tạo mới',
      one: category['Ẩm thực'],
      several: [category['Mua sắm'], category['Giải trí']],
      chips: [category['Du lịch']],
      dropdown: [category['Ẩm thực'], category['Du lịch']],
      mustOne: category['Giải trí'],
      mustSeveral: [category['Sức khoẻ & Làm đẹp']],
    };
    const created = await call('POST', `${MODEL}?page=${PAGE}&api=create`, sent);
    expect(created.statusCode).toBe(200);
    const record = await read((created.json().data as Row).id);
    expect(record).toMatchObject(sent);
    expect(await Promise.all((record.several as number[]).map(nameOf))).toEqual(['Mua sắm', 'Giải trí']);
    expect(await nameOf(record.one)).toBe('Ẩm thực');
  });

  it('changes each model field on edit, and clears the ones that are not required', async () => {
    const { id } = (await call('POST', MODEL, { mustOne: category['Ẩm thực'], mustSeveral: [category['Ẩm thực']], several: [category['Mua sắm']] })).json().data as Row;
    const changed = { one: category['Du lịch'], several: [category['Giải trí'], category['Ẩm thực']], chips: [category['Mua sắm']], mustSeveral: [category['Du lịch']] };
    expect((await call('PATCH', `${MODEL}/${id}`, changed)).statusCode).toBe(200);
    expect(await read(id)).toMatchObject(changed);

    // What the widgets send when everything is unticked or cleared.
    const cleared = await call('PATCH', `${MODEL}/${id}`, { one: null, several: null, chips: [], dropdown: [] });
    expect(cleared.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ one: null, several: null, chips: [], dropdown: [], mustSeveral: [category['Du lịch']] });
  });

  it('refuses to leave a required model field empty, an empty list included, naming the field', async () => {
    const { id } = (await call('POST', MODEL, { mustOne: category['Ẩm thực'], mustSeveral: [category['Ẩm thực']] })).json().data as Row;
    for (const [field, value] of [['mustSeveral', []], ['mustSeveral', null], ['mustOne', null]] as const) {
      const response = await call('PATCH', `${MODEL}/${id}`, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'fieldRequired', data: { field, errors: [{ field, message: expect.stringContaining('is required!') }] } });
    }
    const refused = await call('POST', MODEL, { mustOne: category['Ẩm thực'], mustSeveral: [] });
    expect(refused.json()).toMatchObject({ message: 'fieldRequired', data: { field: 'mustSeveral' } });
    // A list is no single id, and one id is no list; the reason comes with a key the app translates.
    expect((await call('PATCH', `${MODEL}/${id}`, { one: [category['Ẩm thực']] })).json()).toEqual({
      err: 400, message: 'invalidParam',
      data: { field: 'one', errors: [{ field: 'one', message: 'Một danh mục: must be a record id', problem: 'recordId' }] },
    });
    expect((await call('PATCH', `${MODEL}/${id}`, { several: category['Ẩm thực'] })).json()).toMatchObject({
      data: { field: 'several', errors: [{ field: 'several', problem: 'list' }] },
    });
    const tooMany = Array.from({ length: 1001 }, () => category['Ẩm thực']);
    expect((await call('PATCH', `${MODEL}/${id}`, { chips: tooMany })).json().data.errors[0]).toMatchObject({ problem: 'tooMany', args: { max: expect.any(Number) } });
  });

  it("the demo vouchers' categories (a SelectModel) are lists: one changes, saves and is found by any of its ids", async () => {
    // Not a featured one: those ask for a captcha on every save.
    const query = encodeURIComponent(JSON.stringify({ isHot: false }));
    const [voucher] = (await call('GET', `${VOUCHERS}?limit=1&queryInput=${query}`)).json().data as Row[];
    expect(voucher.categoryId).toEqual([expect.any(Number)]);
    const two = [category['Mua sắm'], category['Du lịch']];
    const saved = await call('PATCH', `${VOUCHERS}/${voucher.id}?page=60&api=update`, { categoryId: two });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `${VOUCHERS}/${voucher.id}`)).json().data.categoryId).toEqual(two);
    const byCategory = (await call('GET', `${VOUCHERS}?limit=100&queryInput=${encodeURIComponent(JSON.stringify({ categoryId: category['Du lịch'] }))}`)).json().data as Row[];
    expect(byCategory.map(({ id }) => id)).toContain(voucher.id);
  });

  it('finds a record saved while the field held one id (before its definition made it a list) by that id', async () => {
    const { id } = (await call('POST', MODEL, { mustOne: category['Ẩm thực'], mustSeveral: [category['Ẩm thực']] })).json().data as Row;
    const [stored] = await context.database.db.select({ data: records.data }).from(records).where(eq(records.id, id));
    await context.database.db.update(records).set({ data: { ...(stored.data as object), several: category['Giải trí'] } }).where(eq(records.id, id));
    const found = (await call('GET', `${MODEL}?limit=100&queryInput=${encodeURIComponent(JSON.stringify({ several: category['Giải trí'] }))}`)).json().data as Row[];
    expect(found.map((row) => row.id)).toContain(id);
  });
});
