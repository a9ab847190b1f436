import { filterAreas, loadAreas2025, type Area2025Index } from '../../../src/address';

let index: Area2025Index;
beforeAll(async () => {
  index = await loadAreas2025();
});

const allWards = () => index.provinces.flatMap((province) => index.wardsOf(province.code));

test('loading twice gives the same index (indexed once)', async () => {
  expect(await loadAreas2025()).toBe(index);
});

test('34 provinces (2-digit codes) and 3,321 wards (5-digit codes), each code unique', () => {
  const provinces = index.provinces.map((area) => area.code);
  expect(provinces).toHaveLength(34);
  expect(provinces.every((code) => /^\d{2}$/.test(code))).toBe(true);
  const wards = allWards().map((area) => area.code);
  expect(wards).toHaveLength(3_321);
  expect(wards.every((code) => /^\d{5}$/.test(code))).toBe(true);
  expect(new Set(wards).size).toBe(wards.length);
  expect(allWards().every((ward) => index.ward(ward.code) === ward && index.province(ward.parentCode)?.code === ward.parentCode)).toBe(true);
});

test('a ward is found without diacritics across its whole province, and only there', () => {
  expect(filterAreas(index.wardsOf('01'), 'phuong ba dinh').map((area) => [area.code, area.label])).toEqual([['00004', 'Phường Ba Đình']]);
  expect(filterAreas(index.wardsOf('01'), 'PHƯỜNG BA ĐÌNH')).toHaveLength(1);
  expect(filterAreas(index.wardsOf('79'), 'phuong ba dinh')).toEqual([]);
  expect(filterAreas(index.provinces, 'da nang').map((area) => area.code)).toEqual(['48']);
});

test('no province, no wards; an unknown code, no unit', () => {
  expect(index.wardsOf(null)).toEqual([]);
  expect(index.wardsOf('02')).toEqual([]);
  expect(index.province('02')).toBeUndefined();
  expect(index.ward(undefined)).toBeUndefined();
});
