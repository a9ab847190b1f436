import type { AuthProvider } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import type { Action } from '../../api/permissions';
import { type AccessSubject, holdsAction } from '../../authProvider/canAccess';
import { readUser } from '../../authProvider/session';
import { resourceOf } from './pageApis';
import type { PageRegistry } from './pageRegistry';

/** Whether a user may open a page: they hold its `action` (spec §6, as the server checks on every call). */
export const mayUsePage = (user: AccessSubject | null, page: PageDefinition): boolean =>
  // A page's action is any permission action a role can carry, not only the portal's fixed catalogue.
  holdsAction(user, page.action as Action);

/** The pages of the side menu: those with a resource that the user may use, in the order get-meta gave. */
export const menuPages = (pages: readonly PageDefinition[], user: AccessSubject | null): PageDefinition[] =>
  pages.filter((page) => page.resource !== undefined && mayUsePage(user, page));

/** The shell's auth provider, with access to page resources decided by each page's action. */
export const withPageAccess = (authProvider: AuthProvider, registry: PageRegistry): AuthProvider => ({
  ...authProvider,
  canAccess: async (params) => {
    const page = registry.byResource(params.resource);
    if (page && resourceOf(page) === params.resource) return mayUsePage(readUser(), page);
    return authProvider.canAccess ? authProvider.canAccess(params) : false;
  },
});
