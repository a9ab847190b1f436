import type { TranslationMessages } from 'react-admin';
import { deepMerge, type Messages } from '../../i18n/deepMerge';
import type { Locale } from '../../i18n/locales';
import { SCREEN_RESOURCES } from '../../resources';

/**
 * Each language's file (the shell's texts and every screen's, one file a language: scripts/shellChunks.mts), asked
 * for only when the shell starts in that language or switches to it: a user of one language downloads no text of
 * the other. The entry asks for the stored language's file beside the shell's (src/entry/loadShell.ts).
 */
const LOADERS: Record<Locale, () => Promise<TranslationMessages>> = {
  en: async () => {
    const [{ english }, ...screens] = await Promise.all([import('./english'), ...SCREEN_RESOURCES.map((screen) => screen.messages.en())]);
    return deepMerge(english as Messages, ...screens.map((screen) => screen.english)) as TranslationMessages;
  },
  vi: async () => {
    const [{ vietnamese }, ...screens] = await Promise.all([import('./vietnamese'), ...SCREEN_RESOURCES.map((screen) => screen.messages.vi())]);
    return deepMerge(vietnamese as Messages, ...screens.map((screen) => screen.vietnamese)) as TranslationMessages;
  },
};

const loading = new Map<Locale, Promise<TranslationMessages>>();
const loaded = new Map<Locale, TranslationMessages>();

/** A language's whole catalogue, loaded once (a failed load is asked again next time). */
export const loadCatalogue = (locale: Locale): Promise<TranslationMessages> => {
  const known = loading.get(locale);
  if (known) return known;
  const load = LOADERS[locale]().then(
    (catalogue) => {
      loaded.set(locale, catalogue);
      return catalogue;
    },
    (error: unknown) => {
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, load);
  return load;
};

/** The catalogue of a language already loaded, for react-admin's translator to draw the shell's first screen at once. */
export const loadedCatalogue = (locale: Locale): TranslationMessages | undefined => loaded.get(locale);

/** What the translator asks for a language: its catalogue at once when loaded, else its loading. */
export const catalogueOf = (locale: Locale): TranslationMessages | Promise<TranslationMessages> => loaded.get(locale) ?? loadCatalogue(locale);
