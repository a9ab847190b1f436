import { readStored, writeStored } from '../storage';

export type Locale = 'en' | 'vi';

/** Each language named in itself, the same in every catalogue. */
export const LOCALES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'vi';

/** The language chosen on any screen, kept in localStorage `locale` (survives sign-out). */
export const readLocale = (): Locale => {
  const stored = readStored('locale');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

export const writeLocale = (locale: Locale): void => {
  writeStored('locale', locale);
  document.documentElement.lang = locale;
};
