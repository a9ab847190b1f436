import { useQuery } from '@tanstack/react-query';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { useShopChoices } from '../../hooks/useShopChoices';
import { fetchNrcConfig, fetchRoleChoices } from './employeesApi';

// Keys of the app's own loads start with '@app' (src/dataProvider/queries.ts): react-admin's never meet them.
const KEYS = { roles: ['@app', 'employees', 'roles'] as const, nrc: ['@app', 'employees', 'nrcConfig'] as const };

/** The shops (findShopList), roles and identity document types the employee filters and form choose from. */
export const useEmployeeChoices = () => {
  const shops = useShopChoices();
  const roles = useQuery({ queryKey: KEYS.roles, queryFn: ({ signal }) => fetchRoleChoices(signal), ...LOAD_ONCE });
  const nrc = useQuery({ queryKey: KEYS.nrc, queryFn: ({ signal }) => fetchNrcConfig(signal), ...LOAD_ONCE });
  return { shops, roles: roles.data, nrc: nrc.data };
};
