import { DEMO_PARTNERS, DEMO_PARTNER_SHOPS } from '../../../server/db/demo/pageRecords';
import { describeEachDatabase } from '../support/databases';
import { REFERENCE_DATE, seedPages } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

type Row = Record<string, unknown> & { id: number };

const MODEL = '/api/records/partner-vouchers';

describeEachDatabase('generic record store: the list contract', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  /** Every demo voucher with every field, by id. */
  let all: Row[];

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
    all = (await list({ limit: 100, sort: [{ id: 'asc' }], select: 'code,name,title,partnerId,status,isHot,exchangePoint,endDate,shopIds,channels,createdAt' })).json().data;
  });

  function list(params: { select?: string; sort?: unknown; queryInput?: unknown; limit?: number | string; skip?: number | string; raw?: Record<string, string> }) {
    const search = new URLSearchParams(params.raw ?? {});
    if (params.select !== undefined) search.set('select', params.select);
    if (params.sort !== undefined) search.set('sort', JSON.stringify(params.sort));
    if (params.queryInput !== undefined) search.set('queryInput', JSON.stringify(params.queryInput));
    if (params.limit !== undefined) search.set('limit', String(params.limit));
    if (params.skip !== undefined) search.set('skip', String(params.skip));
    return suite.app.inject({ url: `${MODEL}?${search.toString()}`, headers: staff.headers });
  }
  const ids = (response: { json(): { data: Row[] } }) => response.json().data.map(({ id }) => id);
  const matching = (test: (row: Row) => boolean) => all.filter(test).map(({ id }) => id).sort((a, b) => b - a);
  const filtered = async (queryInput: unknown) => {
    const response = await list({ queryInput, limit: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(response.json().data.length);
    return ids(response);
  };

  it('answers ten rows, newest first, with every shown field and the count of all beside data', async () => {
    expect(all).toHaveLength(30);
    const response = await list({ raw: { page: '60', api: 'list' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ err: 200, message: 'ok', count: 30 });
    expect(ids(response)).toEqual(all.map(({ id }) => id).sort((a, b) => b - a).slice(0, 10));
    const keys = Object.keys(body.data[0]);
    expect(keys).toEqual(expect.arrayContaining(['id', 'code', 'title', 'pointRules', 'limits', 'blockMessage', 'thumbnail']));
    for (const secret of ['partnerSecret', 'captcha', 'createdAt', 'updatedAt']) expect(keys).not.toContain(secret);
  });

  it('answers id plus the selected fields, and the timestamps only when selected', async () => {
    const response = await list({ select: 'code, name,createdAt', limit: 1 });
    const [row] = response.json().data;
    expect(Object.keys(row).sort()).toEqual(['code', 'createdAt', 'id', 'name']);
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(Object.keys((await list({ select: 'id', limit: 1 })).json().data[0])).toEqual(['id']);
  });

  it('pages with limit and skip over the same order', async () => {
    const order = matching(() => true);
    expect(ids(await list({ limit: 5, skip: 5 }))).toEqual(order.slice(5, 10));
    expect(ids(await list({ limit: 5, skip: 28 }))).toEqual(order.slice(28));
    for (const [limit, skip, field] of [[0, 0, 'limit'], [101, 0, 'limit'], ['x', 0, 'limit'], [10, -1, 'skip']] as const) {
      const response = await list({ limit, skip });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.field).toBe(field);
    }
  });

  it('caps limit at 100 and skip at 100000 (400 naming the parameter), and documents both caps', async () => {
    expect(ids(await list({ limit: 100, skip: 100_000 }))).toEqual([]);
    for (const [limit, skip, field] of [[100, 100_001, 'skip'], [10, 10_000_000, 'skip'], [1_000, 0, 'limit']] as const) {
      const response = await list({ limit, skip });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 400, data: { field } });
    }
    const { paths } = (await suite.app.inject('/api/docs/json')).json();
    const description = paths['/api/records/{model}'].get.description as string;
    expect(description).toContain('limit 1..100');
    expect(description).toContain('skip 0..100000');
  });

  it('sorts by several fields, ties broken by id', async () => {
    const response = await list({ sort: [{ exchangePoint: 'asc' }, { code: 'desc' }], limit: 100, select: 'exchangePoint,code' });
    const rows = response.json().data as Row[];
    const expected = [...all].sort((a, b) =>
      (a.exchangePoint as number) - (b.exchangePoint as number) || String(b.code).localeCompare(String(a.code), 'en'));
    expect(rows.map(({ code }) => code)).toEqual(expected.map(({ code }) => code));
    const byDate = (await list({ sort: [{ endDate: 'DESC' }], limit: 3, select: 'endDate' })).json().data as Row[];
    expect(byDate.map(({ endDate }) => endDate)).toEqual(all.map(({ endDate }) => endDate as string).sort().reverse().slice(0, 3));
    expect(ids(await list({ sort: [] }))).toEqual(matching(() => true).slice(0, 10));
  });

  it('filters by numeric id, as a number or digits', async () => {
    const target = all[4];
    expect(await filtered({ id: target.id })).toEqual([target.id]);
    expect(await filtered({ id: String(target.id) })).toEqual([target.id]);
    expect(await filtered({ id: { in: [all[0].id, all[1].id, 987_654] } })).toEqual([all[1].id, all[0].id]);
    expect(await filtered({ id: { gte: all[10].id, lte: all[12].id } })).toEqual([all[12].id, all[11].id, all[10].id]);
    expect((await list({ queryInput: { id: 'abc' } })).json().data.field).toBe('id');
  });

  it('filters by equality, typed by the field: text, enum, number (or its digits), checkbox, model id', async () => {
    expect(await filtered({ status: 'blocked' })).toEqual(matching((row) => row.status === 'blocked'));
    expect(await filtered({ status: 'blocked' })).toHaveLength(3);
    expect(await filtered({ exchangePoint: 500 })).toEqual(matching((row) => row.exchangePoint === 500));
    expect(await filtered({ exchangePoint: '500' })).toEqual(matching((row) => row.exchangePoint === 500));
    expect(await filtered({ isHot: true })).toEqual(matching((row) => row.isHot === true));
    const partnerId = all[2].partnerId;
    expect(await filtered({ partnerId })).toEqual(matching((row) => row.partnerId === partnerId));
    expect(await filtered({ partnerId: String(partnerId) })).toEqual(matching((row) => row.partnerId === partnerId));
    expect(await filtered({ code: all[0].code, status: 'active' })).toEqual([all[0].id]);
  });

  it('matches a list field when one of its elements equals the value', async () => {
    const shopId = (all[3].shopIds as number[])[0];
    expect(await filtered({ shopIds: shopId })).toEqual(matching((row) => (row.shopIds as number[]).includes(shopId)));
    expect(await filtered({ channels: 'web' })).toEqual(matching((row) => (row.channels as string[]).includes('web')));
    expect(await filtered({ channels: { in: ['web', 'pos'] } }))
      .toEqual(matching((row) => (row.channels as string[]).some((channel) => channel === 'web' || channel === 'pos')));
  });

  it('finds text containing the words, whatever the case and with or without Vietnamese marks', async () => {
    const partner = DEMO_PARTNERS[0].name; // 'Cà phê Sông Hàn'
    const expected = matching((row) => String(row.name).includes(partner));
    expect(expected.length).toBeGreaterThan(0);
    for (const text of ['Cà phê Sông Hàn', 'cà phê sông hàn', 'CA PHE SONG HAN', 'ca phe song han', 'SÔNG HÀN']) {
      expect(await filtered({ name: { contains: text } })).toEqual(expected);
    }
    const shop = DEMO_PARTNER_SHOPS[6].name; // 'Phương Đông Tràng Tiền'
    const shops = await suite.app.inject({
      url: `/api/records/partner-shops?queryInput=${encodeURIComponent(JSON.stringify({ name: { contains: 'phuong dong trang' } }))}`,
      headers: staff.headers,
    });
    expect(shops.json().data.map(({ name }: Row) => name)).toEqual([shop]);
    expect(await filtered({ title: { contains: 'free medium drink' } })).toEqual(matching((row) => String((row.title as { en: string }).en).includes('free medium drink')));
  });

  it('finds text typed with marks only with those marks ("Ẩm" finds "Ẩm thực", not "Mua sắm"); without marks, both', async () => {
    const categories = async (text: string) => {
      const response = await suite.app.inject({
        url: `/api/records/voucher-categories?queryInput=${encodeURIComponent(JSON.stringify({ name: { contains: text } }))}&sort=${encodeURIComponent(JSON.stringify([{ name: 'asc' }]))}`,
        headers: staff.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.map(({ name }: Row) => name);
    };
    expect(await categories('Ẩm')).toEqual(['Ẩm thực']);
    expect(await categories('ẩm')).toEqual(['Ẩm thực']);
    expect(await categories('sắm')).toEqual(['Mua sắm']);
    expect(await categories('am')).toEqual(expect.arrayContaining(['Ẩm thực', 'Mua sắm']));
    expect(await categories('ĐỒ')).toEqual([]);
  });

  it('takes % _ and \\ in a contains text literally', async () => {
    // As wildcards, 'Giảm_20' and 'Giảm%đơn' would match 'Giảm 20% hoá đơn'.
    for (const text of ['%', '_', '\\', '%%%', 'Giảm_20', 'Giảm%đơn', '20\\%']) {
      expect(await filtered({ name: { contains: text } })).toEqual(matching((row) => String(row.name).includes(text)));
    }
    expect(matching((row) => String(row.name).includes('%')).length).toBeGreaterThan(0);
  });

  it('filters ranges of numbers, dates and creation times', async () => {
    expect(await filtered({ exchangePoint: { gte: 200, lte: 500 } }))
      .toEqual(matching((row) => (row.exchangePoint as number) >= 200 && (row.exchangePoint as number) <= 500));
    const today = REFERENCE_DATE.toISOString().slice(0, 10);
    expect(await filtered({ endDate: { lte: today } })).toEqual(matching((row) => (row.endDate as string) <= today));
    expect(await filtered({ endDate: { lte: today } })).toHaveLength(3);
    const since = all[20].createdAt as string;
    expect(await filtered({ createdAt: { gte: since } })).toEqual(matching((row) => (row.createdAt as string) >= since));
    for (const bound of ['yesterday', { n: 1 }, true]) {
      expect((await list({ queryInput: { exchangePoint: { gte: bound } } })).json().data.field).toBe('exchangePoint');
    }
  });

  it.each<[string, Record<string, string>, string]>([
    ['a field name that is SQL', { select: 'code,id) or 1=1 --' }, 'id) or 1=1 --'],
    ['__proto__ in select', { select: '__proto__' }, '__proto__'],
    ['constructor in select', { select: 'constructor' }, 'constructor'],
    ['a field name that is SQL in sort', { sort: '[{"id) or 1=1 --":"asc"}]' }, 'id) or 1=1 --'],
    ['__proto__ in sort', { sort: '[{"__proto__":"asc"}]' }, '__proto__'],
    ['a sort direction other than asc or desc', { sort: '[{"code":"asc; drop table records"}]' }, 'code'],
    ['a sort entry with two fields', { sort: '[{"code":"asc","name":"desc"}]' }, 'sort'],
    ['a sort that is not a list', { sort: '{"code":"asc"}' }, 'sort'],
    ['sort by a password field', { sort: '[{"partnerSecret":"asc"}]' }, 'partnerSecret'],
    ['a filter on a field name that is SQL', { queryInput: '{"name\' or \'1\'=\'1":"x"}' }, "name' or '1'='1"],
    ['__proto__ in queryInput', { queryInput: '{"__proto__":{"contains":"x"}}' }, '__proto__'],
    ['a filter on a password field', { queryInput: '{"partnerSecret":"x"}' }, 'partnerSecret'],
    ['a filter on a captcha field', { queryInput: '{"captcha":"x"}' }, 'captcha'],
    ['an unknown operator', { queryInput: '{"name":{"regex":".*"}}' }, 'name'],
    ['an empty operator object', { queryInput: '{"name":{}}' }, 'name'],
    ['too many in values', { queryInput: JSON.stringify({ status: { in: Array.from({ length: 101 }, (_, index) => `s${index}`) } }) }, 'status'],
    ['a list as a plain value', { queryInput: '{"status":["active"]}' }, 'status'],
    ['queryInput that is not an object', { queryInput: '[1]' }, 'queryInput'],
  ])('refuses %s with 400 naming it', async (_what, raw, field) => {
    const response = await list({ raw });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, message: 'invalidParam', data: { field } });
  });

  it('refuses JSON that does not parse, naming the parameter', async () => {
    for (const param of ['sort', 'queryInput']) {
      const response = await list({ raw: { [param]: '[{"code":' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.field).toBe(param);
    }
  });

  describe('dotted names reach inside a field (modelSelectField columns such as title.en)', () => {
    const titles = () => all.map((row) => ({ id: row.id, title: row.title as { vi: string; en: string } }));

    it('select takes the whole field, which the client reads the part of', async () => {
      const [row] = (await list({ select: 'code,title.en,title.vi', limit: 1 })).json().data;
      expect(Object.keys(row).sort()).toEqual(['code', 'id', 'title']);
      expect(row.title).toEqual({ vi: expect.any(String), en: expect.any(String) });
    });

    it('filters by equality and { contains } on the part, and sorts by it', async () => {
      const [first] = titles();
      expect(await filtered({ 'title.en': first.title.en })).toEqual(matching((row) => (row.title as { en: string }).en === first.title.en));
      const word = first.title.en.split(' ')[0].toLowerCase();
      const inEnglish = await filtered({ 'title.en': { contains: word } });
      expect(inEnglish.length).toBeGreaterThan(0);
      expect(inEnglish).toEqual(matching((row) => (row.title as { en: string }).en.toLowerCase().includes(word)));
      // The same text searched in the Vietnamese part finds only titles whose Vietnamese holds it.
      expect(await filtered({ 'title.vi': { contains: word } })).toEqual(matching((row) => (row.title as { vi: string }).vi.toLowerCase().includes(word)));
      const sorted = (await list({ select: 'title', sort: [{ 'title.en': 'asc' }], limit: 100 })).json().data as Row[];
      const english = sorted.map((row) => (row.title as { en: string }).en);
      expect(english).toEqual([...english].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it.each([
      ['a __proto__ path', { select: 'title.__proto__' }, 'title.__proto__'],
      ['a field that is not declared', { select: 'nope.en' }, 'nope.en'],
      ['a path of five parts', { select: 'title.a.b.c.d' }, 'title.a.b.c.d'],
      ['a Password field', { queryInput: { 'partnerSecret.x': 'y' } }, 'partnerSecret.x'],
      ['a range inside a field', { queryInput: { 'title.en': { gte: 'a' } } }, 'title.en'],
      ['a list inside a field', { queryInput: { 'title.en': { in: ['a'] } } }, 'title.en'],
      ['a constructor path', { sort: [{ 'title.constructor': 'asc' }] }, 'title.constructor'],
    ])('refuses %s (400 naming it)', async (_what, params, field) => {
      const response = await list(params);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.field).toBe(field);
    });
  });
});
