import { useQuery } from '@tanstack/react-query';
import { fetchCatalogue } from '../dataProvider/accessCalls';
import { LOAD_ONCE, queryKeys } from '../dataProvider/queries';

/** The permission catalogue (findPermissions), loaded once per visit of the roles screens (the query: its failure is shown). */
export const usePermissionCatalogue = () =>
  useQuery({ queryKey: queryKeys.permissionCatalogue(), queryFn: ({ signal }) => fetchCatalogue(signal), ...LOAD_ONCE });
