import { filterAreas, loadAreas, type AreaIndex } from '../../../src/address';

let index: AreaIndex;
beforeAll(async () => {
  index = await loadAreas();
});

const allDistricts = () => index.provinces.flatMap((province) => index.districtsOf(province.code));
const allWards = () => allDistricts().flatMap((district) => index.wardsOf(district.code));

test('loading twice gives the same index (indexed once)', async () => {
  expect(await loadAreas()).toBe(index);
});

test('codes: provinces 2 digits, districts 3, wards 5, each unique', () => {
  const provinces = index.provinces.map((area) => area.code);
  expect(provinces.length).toBe(63);
  expect(provinces.every((code) => /^\d{2}$/.test(code))).toBe(true);
  const districts = allDistricts().map((area) => area.code);
  expect(districts.every((code) => /^\d{3}$/.test(code))).toBe(true);
  const wards = allWards().map((area) => area.code);
  expect(wards.length).toBeGreaterThan(10_000);
  expect(wards.every((code) => /^\d{5}$/.test(code))).toBe(true);
  for (const codes of [provinces, districts, wards]) expect(new Set(codes).size).toBe(codes.length);
});

test("every ward's parent district exists, and every district's parent province", () => {
  const wards = allWards();
  expect(wards.every((ward) => index.district(ward.parentCode)?.code === ward.parentCode)).toBe(true);
  expect(allDistricts().every((district) => index.province(district.parentCode)?.code === district.parentCode)).toBe(true);
  // Grouped by parent, every ward is reachable from the provinces: none is lost.
  expect(wards.every((ward) => index.ward(ward.code) === ward)).toBe(true);
});

test('names repeat under one parent; the shown label tells them apart', () => {
  let repeatedNames = 0;
  for (const district of allDistricts()) {
    const wards = index.wardsOf(district.code);
    repeatedNames += wards.length - new Set(wards.map((ward) => ward.name)).size;
    expect(new Set(wards.map((ward) => ward.label)).size).toBe(wards.length);
  }
  expect(repeatedNames).toBeGreaterThan(0);
});

test('awkward names are found without diacritics: numbers, apostrophes, đ', () => {
  const hanoi = index.province('01');
  expect(hanoi?.label).toBe('Thành phố Hà Nội');
  expect(filterAreas(index.provinces, 'ha noi').map((area) => area.code)).toEqual(['01']);
  expect(filterAreas(index.districtsOf('01'), 'dong da').map((area) => area.label)).toEqual(['Quận Đống Đa']);
  const apostrophe = allWards().find((ward) => ward.name.includes("'"));
  expect(apostrophe).toBeDefined();
  expect(filterAreas(index.wardsOf(apostrophe?.parentCode), apostrophe?.name ?? '')).toContain(apostrophe);
  const numbered = allWards().find((ward) => /^\d+$/.test(ward.name));
  expect(filterAreas(index.wardsOf(numbered?.parentCode), `phuong ${numbered?.name}`)).toContain(numbered);
  expect(filterAreas(index.provinces, '')).toHaveLength(63);
});
