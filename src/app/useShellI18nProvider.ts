import { startTransition, useEffect, useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { Locale } from '../i18n/locales';
import { catalogueOf, loadCatalogue, loadedCatalogue } from './catalogues/loadCatalogue';

const providerOf = (locale: Locale) => createI18nProvider(locale, catalogueOf);

/**
 * react-admin's translator once the texts of the language the shell starts in are in (undefined until then): only
 * that language's file is loaded (the entry asked for it beside the shell's); another one loads when it is chosen,
 * the screen keeping its language until the new texts are in (react-admin's I18nContextProvider).
 */
export const useShellI18nProvider = (locale: Locale): I18nProvider | undefined => {
  const [provider, setProvider] = useState(() => (loadedCatalogue(locale) ? providerOf(locale) : undefined));
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (provider) return undefined;
    let live = true;
    loadCatalogue(locale).then(
      () => {
        // A transition, as the shell's other first steps (AdminApp.tsx).
        if (live) startTransition(() => setProvider(providerOf(locale)));
      },
      (error: unknown) => {
        if (live) setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [locale, provider]);
  // As a shell whose own file failed to load: the error reaches the entry.
  if (failure !== undefined) throw failure;
  return provider;
};
