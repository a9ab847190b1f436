import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { Action } from '../api/permissions';
import type { MerchantData } from '../dataProvider/merchantResource';
import type { Messages } from '../i18n/deepMerge';

/** What every screen component receives: the i18n key of its title. */
export interface ScreenProps {
  titleKey: string;
}

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** react-admin's access actions (`canAccess({ resource, action })`) a resource can grant. */
export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'approve';

/**
 * A screen's own texts (at least its titles, `app.screens.*`, and its menu label), complete in both languages, each
 * language a file of its own (english.ts, vietnamese.ts): the shell loads only the language in use (src/app/catalogues).
 */
export interface ScreenMessages {
  en: () => Promise<{ english: Messages }>;
  vi: () => Promise<{ vietnamese: Messages }>;
}

/** One hash route of the shell (spec §2). */
export interface ScreenRoute {
  path: string;
  titleKey: string;
  /** Which of its resource's access actions opening the route needs. */
  access: AccessAction;
  /** Lazy: the shell loads no screen before it is opened. */
  component: LazyScreen | ComponentType<ScreenProps>;
}

/**
 * One folder of src/resources: a react-admin resource of the shell, as react-admin's demo exports
 * `{ list, edit, icon, … }` per resource. The shell's routes, side menu, icons and canAccess are derived from
 * the list of these in src/resources/index.ts, and nowhere else.
 */
export interface ScreenResource {
  /** The resource name (canAccess's `resource`); the folder's name. */
  name: string;
  icon: ComponentType;
  /** The side-menu entry, which opens the first route; `null`: reached from other screens only. */
  menu: { labelKey: string } | null;
  /**
   * The permission action (spec §6) each access action needs; `null`: the session is the only guard (the spec
   * ties the screen to no permission). An access action not listed is refused.
   */
  access: Partial<Record<AccessAction, Action | null>>;
  routes: readonly ScreenRoute[];
  messages: ScreenMessages;
  /**
   * The merchant portal resources whose data this folder holds (its data.ts: the calls react-admin's dataProvider
   * makes for them), by resource name, each imported at its first call: the shell downloads no wire schema before
   * a screen asks for its data.
   */
  data?: MerchantData;
}

/** Said by every screen whose issue has not landed yet: it names itself and makes nothing up. */
export const NotAvailable: LazyScreen = lazy(() => import('../ui/NotAvailablePage'));

/** What reading a resource needs: its list and its records. */
export const readAccess = (action: Action | null) => ({ list: action, show: action });

/** What changing a resource needs: creating, editing and deleting its records. */
export const writeAccess = (action: Action | null) => ({ create: action, edit: action, delete: action });

const titleKey = (title: string) => `app.screens.${title}`;

/** A route whose title is `app.screens.<title>`. */
export const route = (path: string, title: string, access: AccessAction, component: ScreenRoute['component'] = NotAvailable): ScreenRoute => ({
  path,
  titleKey: titleKey(title),
  access,
  component,
});
