import { localStorageStore, type Store } from 'react-admin';
import { isLocale, readLocale, writeLocale } from '../i18n/locales';

const LOCALE = 'locale';

/**
 * react-admin's store for the shell, except that its `locale` is the app's own stored language (src/storage.ts
 * key `locale`, shared with the sign-in screens): one copy, read and written in one place.
 */
export const createShellStore = (): Store => {
  const store = localStorageStore('1', 'MerchantPortal');
  const listeners = new Set<(value: unknown) => void>();
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T): T | undefined =>
      key === LOCALE ? (readLocale() as T) : store.getItem(key, defaultValue),
    setItem: <T,>(key: string, value: T): void => {
      if (key !== LOCALE) return store.setItem(key, value);
      if (!isLocale(value)) return;
      writeLocale(value);
      for (const listener of listeners) listener(value);
    },
    removeItem: (key: string): void => {
      // The language outlives everything else kept: only a new choice replaces it.
      if (key !== LOCALE) store.removeItem(key);
    },
    subscribe: (key: string, callback: (value: unknown) => void): (() => void) => {
      if (key !== LOCALE) return store.subscribe(key, callback);
      listeners.add(callback);
      return () => {
        listeners.delete(callback);
      };
    },
  };
};
