import { describeEachDatabase } from '../support/databases';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Area calls: provinces, townships and the country from the embedded units', (context) => {
  const suite = suiteApp(context);
  let user: SignedIn;

  const post = (url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = user.headers) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const answer = async (url: string, payload: Record<string, unknown> = {}) => {
    const reply = await post(url, payload);
    expect(reply.statusCode).toBe(200);
    return reply.json() as { err: number; data: { code: string; name: string; parentCode: string | null }[]; count: number };
  };
  const refusedField = async (url: string, payload: Record<string, unknown>) => {
    const reply = await post(url, payload);
    expect(reply.statusCode).toBe(400);
    return reply.json().data.field as string;
  };

  beforeAll(async () => {
    // No action at all: the units are reference data any signed-in user may read.
    user = await signedIn(suite.app, context.database, { type: 'merchant', actions: [] });
  });

  it('refuses every call without a session', async () => {
    for (const url of ['/province/getProvince', '/township/getTownship', '/country/getCountry']) {
      const reply = await post(url, { provinceCode: '01' }, {});
      expect(reply.statusCode).toBe(401);
    }
  });

  it('lists the 34 provinces of 2025 by default and the 63 legacy ones when asked', async () => {
    const provinces = await answer('/province/getProvince');
    expect(provinces.count).toBe(34);
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội', parentCode: null });
    expect((await answer('/province/getProvince', { system: 'legacy' })).count).toBe(63);
  });

  it('searches names without diacritics, sorts, and pages under the list contract', async () => {
    expect((await answer('/province/getProvince', { queryInput: { name: { contains: 'ho chi minh' } } })).data)
      .toEqual([{ code: '79', name: 'Thành phố Hồ Chí Minh', parentCode: null }]);
    // queryInput may be JSON text; 'da nang' finds Đà Nẵng (đ is a letter, folded to d).
    expect((await answer('/province/getProvince', { queryInput: JSON.stringify({ name: { contains: 'DA NANG' } }) })).data.map((row) => row.code)).toEqual(['48']);
    const page = await answer('/province/getProvince', { sort: [{ name: 'desc' }], limit: 2, skip: 1 });
    expect(page.count).toBe(34);
    // Vietnamese order: 'Tỉnh' after 'Thành phố', and the first (Vĩnh Long) skipped.
    expect(page.data.map((row) => row.name)).toEqual(['Tỉnh Tuyên Quang', 'Tỉnh Thanh Hoá']);
    // By name in Vietnamese order, not by code (Điện Biên is 11, Đắk Lắk 66).
    const byName = await answer('/province/getProvince', { system: 'legacy', sort: [{ name: 'asc' }], queryInput: { name: { contains: 'tinh d' } } });
    expect(byName.data.map((row) => row.name)).toEqual(['Tỉnh Đắk Lắk', 'Tỉnh Đắk Nông', 'Tỉnh Điện Biên', 'Tỉnh Đồng Nai', 'Tỉnh Đồng Tháp']);
  });

  it('answers a 2025 province\'s wards, searched across the whole province', async () => {
    const wards = await answer('/township/getTownship', { system: '2025', provinceCode: '01' });
    expect(wards.count).toBe(126);
    expect(wards.data.every((row) => row.parentCode === '01' && row.code.length === 5)).toBe(true);
    expect((await answer('/township/getTownship', { provinceCode: '01', queryInput: { name: { contains: 'phuong ba dinh' } } })).data)
      .toEqual([{ code: '00004', name: 'Phường Ba Đình', parentCode: '01' }]);
  });

  it('answers a legacy province\'s districts, and a legacy district\'s wards', async () => {
    const districts = await answer('/township/getTownship', { system: 'legacy', provinceCode: '01' });
    expect(districts.count).toBe(30);
    expect(districts.data[0]).toEqual({ code: '001', name: 'Quận Ba Đình', parentCode: '01' });
    const wards = await answer('/township/getTownship', { system: 'legacy', provinceCode: '01', districtCode: '001', queryInput: { name: { contains: 'phuc xa' } } });
    expect(wards.data).toEqual([{ code: '00001', name: 'Phường Phúc Xá', parentCode: '001' }]);
  });

  it('refuses wrong bodies with a 400 naming the field', async () => {
    expect(await refusedField('/province/getProvince', { system: '1990' })).toBe('system');
    expect(await refusedField('/province/getProvince', { limit: 0 })).toBe('limit');
    expect(await refusedField('/province/getProvince', { queryInput: { code: '01' } })).toMatch(/^queryInput/);
    expect(await refusedField('/province/getProvince', { queryInput: '{not json' })).toBe('queryInput');
    expect(await refusedField('/province/getProvince', { select: 'code,ownerId' })).toBe('select');
    expect(await refusedField('/province/getProvince', { sort: [{ parentCode: 'asc' }] })).toMatch(/^sort/);
    // An unknown top-level key is refused as the body's, its name in the message.
    const unknown = await post('/province/getProvince', { provinceCode: '01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('provinceCode');
    expect(await refusedField('/township/getTownship', {})).toBe('provinceCode');
    expect(await refusedField('/township/getTownship', { provinceCode: 'Hà Nội' })).toBe('provinceCode');
    expect(await refusedField('/country/getCountry', { code: 'VN' })).toBe('body');
  });

  it('refuses codes that name no unit of the system, rather than answering an empty list', async () => {
    // Hà Giang (02) exists only in the legacy units.
    expect(await refusedField('/township/getTownship', { system: '2025', provinceCode: '02' })).toBe('provinceCode');
    expect((await answer('/township/getTownship', { system: 'legacy', provinceCode: '02' })).count).toBeGreaterThan(0);
    expect(await refusedField('/township/getTownship', { system: '2025', provinceCode: '01', districtCode: '001' })).toBe('districtCode');
    // Liên Chiểu (490) is a district of Đà Nẵng, not of Hà Nội.
    expect(await refusedField('/township/getTownship', { system: 'legacy', provinceCode: '01', districtCode: '490' })).toBe('districtCode');
  });

  it('answers the one country, Vietnam, in both languages', async () => {
    const reply = await post('/country/getCountry');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ err: 200, count: 1, data: [{ code: 'VN', name: 'Việt Nam', englishName: 'Vietnam', parentCode: null }] });
  });

  it('describes the three calls in the OpenAPI document, their bodies and rows', async () => {
    const document = (await suite.app.inject('/api/docs/json')).json();
    const body = (path: string) => document.paths[path].post.requestBody.content['application/json'].schema;
    expect(body('/api/province/getProvince').properties.system).toMatchObject({ enum: expect.arrayContaining(['legacy', '2025']), default: '2025' });
    expect(body('/api/township/getTownship').required).toEqual(['provinceCode']);
    const rows = document.paths['/api/country/getCountry'].post.responses['200'].content['application/json'].schema.properties.data;
    expect(rows.items.required).toEqual(expect.arrayContaining(['code', 'name', 'parentCode', 'englishName']));
  });
});
