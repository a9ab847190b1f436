import type { AddressSystem, AreaValue } from '../api/organisation';

/** The value of the address picker: the `AreaValue` the wire carries (system and codes, in one source). */
export type AddressValue = AreaValue;

/** A new address: in the units in force since 1 July 2025. */
export const EMPTY_ADDRESS: AddressValue = { system: '2025', provinceCode: null, districtCode: null, wardCode: null };

const codeOf = (value: unknown, key: 'provinceCode' | 'districtCode' | 'wardCode'): string | null => {
  const code = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof code === 'string' && code !== '' ? code : null;
};

/**
 * The system of a form value. A value that names its system keeps it. A value without one is read as new (2025)
 * unless it already holds codes: those were written before addresses had a system, when the legacy units were the
 * only ones, and reading them as 2025 codes would show another unit (ward 00004 is Trúc Bạch before, Ba Đình after).
 */
const systemOf = (value: unknown, codes: Omit<AddressValue, 'system'>): AddressSystem => {
  const system = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).system : undefined;
  if (system === 'legacy' || system === '2025') return system;
  return codes.provinceCode || codes.districtCode || codes.wardCode ? 'legacy' : '2025';
};

/** Whatever the form holds (a record's value, null, an older value without `system`) as a whole `AddressValue`. */
export const readAddress = (value: unknown): AddressValue => {
  const codes = { provinceCode: codeOf(value, 'provinceCode'), districtCode: codeOf(value, 'districtCode'), wardCode: codeOf(value, 'wardCode') };
  return { system: systemOf(value, codes), ...codes };
};
