import { useQuery } from '@tanstack/react-query';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { fetchApiScopes } from './apiKeysApi';

// Keys of the app's own loads start with '@app' (src/dataProvider/queries.ts): react-admin's never meet them.
const KEY = ['@app', 'apiKeys', 'scopes'] as const;

/** The scopes catalogue (onlineMerchantApis): the form's checkboxes and the names lists show. */
export const useApiScopes = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchApiScopes(signal), ...LOAD_ONCE }).data;
