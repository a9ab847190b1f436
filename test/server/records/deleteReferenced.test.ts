import { describeEachDatabase } from '../support/databases';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// Deleting a record that other records still hold in a model field is refused (409) with how many and which
// kind, so that a voucher never shows "#8" for a partner that is gone; a record nobody refers to still goes.

const BRANDS = '/api/records/brands81';
const SHOPS = '/api/records/shops82';

const api = (name: string, url: string, method: string, type: string) => ({ name, url, method, type });

const brandsPage = {
  id: 81, name: 'Thương hiệu', resource: 'brands81', action: 'managerecords',
  schema: [{ field: 'name', name: 'Tên', widget: 'Text' }],
  apis: [api('list', BRANDS, 'GET', 'list'), api('read', BRANDS, 'GET', 'read'), api('create', BRANDS, 'POST', 'create'),
    api('delete', BRANDS, 'DELETE', 'delete')],
};

/** One brand in a SingleModel, several in an ArrayModel: both kinds of reference count. */
const shopsPage = {
  id: 82, name: 'Cửa hàng', resource: 'shops82', action: 'managerecords',
  schema: [
    { field: 'name', name: 'Tên', widget: 'Text' },
    { field: 'brand', name: 'Thương hiệu', widget: 'SingleModel', api: 'brands', modelSelectField: 'name' },
    { field: 'partners', name: 'Đối tác', widget: 'ArrayModel', api: 'brands', modelSelectField: 'name' },
  ],
  apis: [api('list', SHOPS, 'GET', 'list'), api('create', SHOPS, 'POST', 'create'), api('delete', SHOPS, 'DELETE', 'delete'),
    api('brands', BRANDS, 'GET', 'list')],
};

describeEachDatabase('generic record store: deleting a record others refer to', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let otherTenant: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    expect((await putPage(suite.app, staff, 81, brandsPage)).statusCode).toBe(200);
    expect((await putPage(suite.app, staff, 82, shopsPage)).statusCode).toBe(200);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, who = staff) =>
    suite.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  const create = async (url: string, payload: Record<string, unknown>, who = staff) => {
    const answer = await call('POST', `${url}?api=create`, payload, who);
    expect(answer.statusCode).toBe(200);
    return (answer.json().data as { id: number }).id;
  };
  const remove = (url: string, id: number, who = staff) => call('DELETE', `${url}/${id}?api=delete`, undefined, who);
  const exists = async (url: string, id: number) => (await call('GET', `${url}/${id}?api=read`)).statusCode === 200;

  it('refuses with 409, the count and the kind, and keeps the record', async () => {
    const brand = await create(BRANDS, { name: 'Highlands' });
    await create(SHOPS, { name: 'Q1', brand });
    await create(SHOPS, { name: 'Q3', partners: [String(brand)] });
    const refused = await remove(BRANDS, brand);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ err: 409, message: 'app.records.recordInUse', data: { count: 2, smart_count: 2, kinds: 'Cửa hàng' } });
    expect(await exists(BRANDS, brand)).toBe(true);
  });

  it('deletes once nothing refers to it any more, and another tenant’s references do not count', async () => {
    const brand = await create(BRANDS, { name: 'Phúc Long' });
    const shop = await create(SHOPS, { name: 'Q5', brand });
    // Another tenant's record holding the same number is not a reference to this tenant's brand.
    await create(SHOPS, { name: 'elsewhere', brand }, otherTenant);
    expect((await remove(BRANDS, brand)).statusCode).toBe(409);
    expect((await remove(SHOPS, shop)).statusCode).toBe(200);
    expect((await remove(BRANDS, brand)).statusCode).toBe(200);
    expect(await exists(BRANDS, brand)).toBe(false);
  });

  it('a bulk delete (one call per id, as the list sends it) removes the free records and refuses the used one', async () => {
    const [free, used, alsoFree] = [await create(BRANDS, { name: 'A' }), await create(BRANDS, { name: 'B' }), await create(BRANDS, { name: 'C' })];
    await create(SHOPS, { name: 'uses B', partners: [used] });
    const answers = await Promise.all([free, used, alsoFree].map((id) => remove(BRANDS, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409, 200]);
    expect(answers[1].json().data).toMatchObject({ count: 1 });
    expect(await Promise.all([free, used, alsoFree].map((id) => exists(BRANDS, id)))).toEqual([false, true, false]);
  });
});
