import type { AddressSystem } from '../../src/api/organisation';
import { unitsOf } from './unitData';

export interface AreaCodes {
  system: AddressSystem;
  provinceCode: string;
  /** Required in the legacy system, absent (null) in the 2025 one. */
  districtCode?: string | null;
  wardCode: string;
}

/** The units' names, stored beside their codes so that a renamed unit still reads as it was. */
export interface AreaNames {
  provinceName: string;
  districtName: string | null;
  wardName: string;
}

export interface AreaProblem {
  field: 'provinceCode' | 'districtCode' | 'wardCode';
  message: string;
}

/**
 * Checks that the codes name one chain of units of `system` (the ward in the district in the province, or in
 * 2025 the ward in the province) and answers their names, or the first field that is wrong.
 */
export const resolveArea = (codes: AreaCodes): AreaNames | AreaProblem => {
  const units = unitsOf(codes.system);
  const province = units.province(codes.provinceCode);
  if (!province) return { field: 'provinceCode', message: `is not a province of the ${codes.system} units` };
  const ward = units.wards.get(codes.wardCode);
  if (codes.system === '2025') {
    if (codes.districtCode) return { field: 'districtCode', message: 'must be empty: the 2025 units have no districts' };
    if (!ward || ward.parentCode !== province.code) return { field: 'wardCode', message: 'is not a ward of the province' };
    return { provinceName: province.name, districtName: null, wardName: ward.name };
  }
  const district = codes.districtCode ? units.districts.get(codes.districtCode) : undefined;
  if (!district || district.parentCode !== province.code) return { field: 'districtCode', message: 'is not a district of the province' };
  if (!ward || ward.parentCode !== district.code) return { field: 'wardCode', message: 'is not a ward of the district' };
  return { provinceName: province.name, districtName: district.name, wardName: ward.name };
};

export const isAreaProblem = (answer: AreaNames | AreaProblem): answer is AreaProblem => 'field' in answer;
