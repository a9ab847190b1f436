import type { AuthProvider } from 'react-admin';
import { type AccessTable, canAccess } from '../authProvider/canAccess';
import { readUser } from '../authProvider/session';
import { SCREEN_RESOURCES } from '../resources';

/** canAccess's resource → action table, read off the screens' own descriptions. */
export const SCREEN_ACCESS: AccessTable = Object.fromEntries(SCREEN_RESOURCES.map((resource) => [resource.name, resource.access]));

/** The auth provider with access to the shell's screens decided by SCREEN_ACCESS and the stored user. */
export const withScreenAccess = (authProvider: AuthProvider): AuthProvider => ({
  ...authProvider,
  canAccess: async ({ resource, action }) => canAccess(SCREEN_ACCESS, readUser(), { resource, action }),
});
