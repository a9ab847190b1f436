import type { ReactElement } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { EMPLOYEE_STATUSES } from '../../api/submerchants';
import { EMPLOYEE_FILTER as F } from './data';
import { useEmployeeChoices } from './useEmployeeChoices';

const STATUS_CHOICES = EMPLOYEE_STATUSES.map((status) => ({ id: status, name: `app.submerchants.statuses.${status}` }));
const ANY = 'app.submerchants.filters.any';

/**
 * The employee list's filters, always shown and each labelled: name or phone (without diacritics), shop, role and
 * status. data.ts turns their values into findSubmerchantList's `queryInput`.
 */
export const useEmployeeFilters = (): ReactElement[] => {
  const { shops, roles } = useEmployeeChoices();
  return [
    <TextInput key={F.q} source={F.q} label="app.submerchants.filters.search" slotProps={{ htmlInput: { maxLength: 100 } }} alwaysOn />,
    <SelectInput key={F.shopId} source={F.shopId} label="app.submerchants.fields.shops" choices={shops ?? []} isPending={!shops} translateChoice={false} emptyText={ANY} alwaysOn />,
    <SelectInput key={F.roleId} source={F.roleId} label="app.submerchants.fields.role" choices={roles ?? []} isPending={!roles} translateChoice={false} emptyText={ANY} alwaysOn />,
    <SelectInput key={F.status} source={F.status} label="app.submerchants.fields.status" choices={STATUS_CHOICES} emptyText={ANY} alwaysOn />,
  ];
};
