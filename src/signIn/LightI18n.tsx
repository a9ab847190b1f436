import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { lightTranslate } from '../i18n/lightCatalogues';
import { readLocale, writeLocale, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translate';

interface LightI18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const LightI18nContext = createContext<LightI18n | null>(null);

/** The sign-in screens' language: read from storage `locale` on mount, written back on every switch. */
export const LightI18nProvider = ({ children }: { children: ReactNode }) => {
  const [locale, setLocaleState] = useState<Locale>(readLocale);
  const value = useMemo<LightI18n>(
    () => ({
      locale,
      setLocale: (next) => {
        writeLocale(next);
        setLocaleState(next);
      },
      t: lightTranslate(locale),
    }),
    [locale],
  );
  return <LightI18nContext.Provider value={value}>{children}</LightI18nContext.Provider>;
};

export const useLightI18n = (): LightI18n => {
  const value = useContext(LightI18nContext);
  if (!value) throw new Error('useLightI18n needs a LightI18nProvider');
  return value;
};
