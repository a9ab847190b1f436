import units from '../core/areas/vn-units-2025.json';
import { foldVietnamese } from '../core/foldVietnamese';
import type { Area } from './areaIndex';

/**
 * The 2025 administrative units (Resolution 202/2025/QH15: province → ward, no districts), indexed once.
 * Like the legacy index, this module is only reached through `loadAreas2025` (a dynamic import), so the data is
 * its own lazy chunk, fetched only when an address in the 2025 units is shown or edited.
 */
export interface Area2025Index {
  provinces: readonly Area[];
  /** Every ward of a province, by code: with no districts, a ward is searched across its whole province. */
  wardsOf: (provinceCode: string | null | undefined) => readonly Area[];
  province: (code: string | null | undefined) => Area | undefined;
  ward: (code: string | null | undefined) => Area | undefined;
}

interface RawProvince {
  Code: string;
  FullName: string;
  Wards: { Code: string; FullName: string; ProvinceCode: string }[];
}

// The full name is also the label: the data carries no separate short name, and the type ('Phường', 'Xã')
// tells apart the units that share a name within a province.
const areaOf = (code: string, fullName: string, parentCode: string | null): Area => ({
  code, name: fullName, label: fullName, parentCode, folded: foldVietnamese(fullName),
});

const byCode = (a: Area, b: Area) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

const NONE: readonly Area[] = [];

export const buildArea2025Index = (raw: readonly RawProvince[]): Area2025Index => {
  const provinces = raw.map((province) => areaOf(province.Code, province.FullName, null)).sort(byCode);
  const wardsByProvince = new Map<string, Area[]>();
  for (const province of raw) {
    // Grouped by each ward's own ProvinceCode, the authority, not by the array it sits in.
    for (const ward of province.Wards) {
      const group = wardsByProvince.get(ward.ProvinceCode);
      const area = areaOf(ward.Code, ward.FullName, ward.ProvinceCode);
      if (group) group.push(area);
      else wardsByProvince.set(ward.ProvinceCode, [area]);
    }
  }
  for (const group of wardsByProvince.values()) group.sort(byCode);
  const provinceByCode = new Map(provinces.map((area) => [area.code, area]));
  const wardByCode = new Map([...wardsByProvince.values()].flat().map((area) => [area.code, area]));
  return {
    provinces,
    wardsOf: (code) => (code ? (wardsByProvince.get(code) ?? NONE) : NONE),
    province: (code) => (code ? provinceByCode.get(code) : undefined),
    ward: (code) => (code ? wardByCode.get(code) : undefined),
  };
};

export const area2025Index: Area2025Index = buildArea2025Index(units);
