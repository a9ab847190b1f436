import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { usePageRegistry } from './PageDefinitionsProvider';

/** Tells the page registry the screen's language, so definitions' texts per language follow the language switch. */
export const PageLanguageSync = () => {
  const registry = usePageRegistry();
  const [locale] = useLocaleState();
  useEffect(() => {
    registry.setLanguage(locale === 'vi' ? 'vi' : 'en');
  }, [registry, locale]);
  return null;
};
