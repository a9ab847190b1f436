import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { AccessDenied } from '../../ui/AccessDenied';
import { resourceOf } from '../pages';

/**
 * A page of the engine opened by its address (/form?page=…, /list?page=…) only for a user holding its `action`:
 * the same canAccess as the menu (withPageAccess), so a typed address opens no more than the menu offers. The
 * /form and /list routes themselves only ask for managerecords; each page may ask for more.
 */
export const PageAccessGate = ({ page, children }: { page: PageDefinition; children: ReactNode }) => {
  const { isPending, canAccess } = useCanAccess({ resource: resourceOf(page), action: 'show' });
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <AccessDenied />;
};
