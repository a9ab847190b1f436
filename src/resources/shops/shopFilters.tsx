import type { ReactElement } from 'react';
import { AutocompleteInput, SelectInput, TextInput, useListContext } from 'react-admin';
import { SHOP_LIMITS, SHOP_STATUSES } from '../../api/shops';
import { SHOP_FILTER as F } from './data';
import { useAreaIndex } from './useAreaIndex';

const STATUS_CHOICES = SHOP_STATUSES.map((status) => ({ id: status, name: `app.shops.statuses.${status}` }));
const ANY = 'app.shops.filters.any';

/** The district filter lists the districts of the province chosen beside it (none until one is). */
const DistrictFilter = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const index = useAreaIndex();
  const { filterValues } = useListContext();
  const province = typeof filterValues[F.provinceCode] === 'string' ? (filterValues[F.provinceCode] as string) : null;
  const choices = (index?.districtsOf(province) ?? []).map((area) => ({ id: area.code, name: area.label }));
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} disabled={!province} emptyText={ANY} />;
};

const ProvinceFilter = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const index = useAreaIndex();
  const choices = (index?.provinces ?? []).map((area) => ({ id: area.code, name: area.label }));
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} isPending={!index} emptyText={ANY} />;
};

/**
 * The shops list's filters, always shown and each labelled: name or code search (without diacritics, on the server),
 * province, district (of that province) and status. data.ts turns them into `queryInput`.
 */
export const useShopFilters = (): ReactElement[] => [
  <TextInput key={F.q} source={F.q} label="app.shops.filters.q" slotProps={{ htmlInput: { maxLength: SHOP_LIMITS.searchMax } }} alwaysOn />,
  <ProvinceFilter key={F.provinceCode} source={F.provinceCode} label="app.shops.filters.province" alwaysOn />,
  <DistrictFilter key={F.districtCode} source={F.districtCode} label="app.shops.filters.district" alwaysOn />,
  <SelectInput key={F.status} source={F.status} label="app.shops.fields.status" choices={STATUS_CHOICES} emptyText={ANY} alwaysOn />,
];
