import type { ComponentType } from 'react';
import type { Action } from '../api/permissions';
import { type AccessSubject, holdsAction } from '../authProvider/canAccess';
import { LANDING_PATH } from '../core/hashPaths';
import { SCREEN_RESOURCES } from '../resources';
import type { ScreenResource, ScreenRoute } from '../resources/screen';

/** A route of the shell with the resource it belongs to. */
export interface ShellRoute extends ScreenRoute {
  resource: string;
}

/** Every route of spec §2 inside the shell, from the screens' descriptions. */
export const SHELL_ROUTES: readonly ShellRoute[] = SCREEN_RESOURCES.flatMap((resource) =>
  resource.routes.map((route) => ({ ...route, resource: resource.name })),
);

/** Where `/` and unknown paths go (spec §2). */
export const HOME_PATH = LANDING_PATH;

/** One side-menu entry: the resource it opens (its first route), its label and icon, and the action it needs. */
export interface MenuEntry {
  key: string;
  path: string;
  labelKey: string;
  icon: ComponentType;
  action: Action | null;
}

const menuEntryOf = (resource: ScreenResource): MenuEntry[] => {
  const [first] = resource.routes;
  if (!resource.menu || !first) return [];
  return [{ key: resource.name, path: first.path, labelKey: resource.menu.labelKey, icon: resource.icon, action: resource.access[first.access] ?? null }];
};

export const MENU_ENTRIES: readonly MenuEntry[] = SCREEN_RESOURCES.flatMap(menuEntryOf);

/**
 * The entries a user sees: those whose action the user holds (spec §6: dashboard always; API keys only for
 * third-party users). A menu is a convenience: the server checks every call.
 */
export const visibleMenuItems = (user: AccessSubject | null): MenuEntry[] =>
  user ? MENU_ENTRIES.filter((item) => item.action === null || holdsAction(user, item.action)) : [];
