import { isReservedResource } from '../../api/pageDefinition';
import { RESOURCE_ACTIONS } from '../../authProvider/canAccess';

const PORTAL_RESOURCES: ReadonlySet<string> = new Set(Object.keys(RESOURCE_ACTIONS));

/**
 * Whether a page's `resource` would hide part of the app: a route of the shell (RESERVED_RESOURCES, which the
 * schema already refuses) or a resource of the merchant portal (its permissions are fixed in canAccess.ts).
 */
export const isTakenResource = (name: string): boolean => isReservedResource(name) || PORTAL_RESOURCES.has(name);
