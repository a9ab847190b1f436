import { useLocaleState, useTranslate } from 'react-admin';
import type { LocalizedText } from '../api/permissionCatalogue';
import type { BuiltinRole } from '../api/permissions';

/**
 * The roles and permissions screens' names: a catalogue text in the app's language, and a role's name (a
 * built-in role by its localized name, `app.roles.builtin.<key>`, whatever name is stored).
 */
export const useAccessText = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return {
    text: (value: LocalizedText): string => (locale === 'vi' ? value.vi : value.en),
    roleName: (role: { name: string; builtin: BuiltinRole | null }): string =>
      role.builtin === null ? role.name : translate(`app.roles.builtin.${role.builtin}`),
  };
};
