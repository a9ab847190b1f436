import type { AreaListRequest, AreaRow } from '../../src/api/areas';
import type { AddressSystem } from '../../src/api/organisation';
import { foldVietnamese } from '../../src/core/foldVietnamese';
import { unitsOf, type Unit } from './unitData';

export interface AreaList {
  data: AreaRow[];
  count: number;
}

/** Which units a township call asks for, or the field that names no unit of the system (answered as a 400). */
export type TownshipParent = { parentCode: string } | { field: 'provinceCode' | 'districtCode'; message: string };

/**
 * The parent whose children township/getTownship lists: a legacy province (its districts), a legacy district of
 * that province (its wards) or a 2025 province (its wards). A code of the other system, or a district outside the
 * province, is refused rather than answered as an empty list, so that a client's mistake is not read as "no units".
 */
export const townshipParent = (system: AddressSystem, provinceCode: string, districtCode: string | null | undefined): TownshipParent => {
  const units = unitsOf(system);
  if (!units.province(provinceCode)) return { field: 'provinceCode', message: `is not a province of the ${system} units` };
  if (!districtCode) return { parentCode: provinceCode };
  if (system === '2025') return { field: 'districtCode', message: 'must be empty: the 2025 units have no districts' };
  if (units.districts.get(districtCode)?.parentCode !== provinceCode) return { field: 'districtCode', message: 'is not a district of the province' };
  return { parentCode: districtCode };
};

// Vietnamese order for names ('Đ' after 'D'), the same in every process.
const collator = new Intl.Collator('vi');

const compareBy = (field: 'code' | 'name') => (a: Unit, b: Unit) =>
  field === 'name' ? collator.compare(a.name, b.name) : a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/**
 * One page of `units` under the list contract: `name: { contains }` without diacritics ('phuong ba dinh' finds
 * 'Phường Ba Đình'), sorted by the asked fields then by code, `count` being all the matches.
 */
export const listUnits = (units: readonly Unit[], request: AreaListRequest): AreaList => {
  const wanted = foldVietnamese(request.queryInput?.name?.contains ?? '');
  const matching = wanted ? units.filter((unit) => foldVietnamese(unit.name).includes(wanted)) : [...units];
  const orders = (request.sort ?? []).flatMap((entry) => Object.entries(entry)) as ['code' | 'name', 'asc' | 'desc'][];
  matching.sort((a, b) => {
    for (const [field, direction] of orders) {
      const order = compareBy(field)(a, b);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return compareBy('code')(a, b);
  });
  const data = matching.slice(request.skip, request.skip + request.limit).map(({ code, name, parentCode }) => ({ code, name, parentCode }));
  return { data, count: matching.length };
};
