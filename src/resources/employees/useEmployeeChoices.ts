import { useQuery } from '@tanstack/react-query';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { useShopChoices } from '../../hooks/useShopChoices';
import { employeeKeys } from './data';
import { fetchNrcConfig, fetchRoleChoices } from './employeesApi';

/** The shops (findShopList), roles and identity document types the employee filters and form choose from. */
export const useEmployeeChoices = () => {
  const shops = useShopChoices();
  const roles = useQuery({ queryKey: employeeKeys.roles(), queryFn: ({ signal }) => fetchRoleChoices(signal), ...LOAD_ONCE });
  const nrc = useQuery({ queryKey: employeeKeys.nrc(), queryFn: ({ signal }) => fetchNrcConfig(signal), ...LOAD_ONCE });
  return { shops, roles: roles.data, nrc: nrc.data };
};
