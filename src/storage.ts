/**
 * The values the app keeps between visits, under the spec's keys (spec §3 "Stored client values").
 * Everything that reads or writes them goes through here.
 */
export const STORAGE_KEYS = {
  session: 'session',
  user: 'user',
  deviceId: 'deviceId',
  code: 'code',
  phone: 'phone',
  otpId: 'otpId',
  /** What may answer the pending sign-in challenge (login's `data.factors`), comma-joined: not a spec key. */
  otpFactors: 'otpFactors',
  tokenMcPt: 'tokenMcPt',
  meta: 'meta',
  locale: 'locale',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** Kept when storage is cleared on / and /login (spec §4 Session handling); the locale is a preference, kept too. */
const KEPT_ON_CLEAR: readonly StorageKey[] = ['deviceId', 'code', 'phone', 'locale'];

export const readStored = (key: StorageKey): string | null => localStorage.getItem(STORAGE_KEYS[key]);

export const writeStored = (key: StorageKey, value: string): void => localStorage.setItem(STORAGE_KEYS[key], value);

export const removeStored = (key: StorageKey): void => localStorage.removeItem(STORAGE_KEYS[key]);

export const readStoredJson = <T>(key: StorageKey): T | null => {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const writeStoredJson = (key: StorageKey, value: unknown): void => writeStored(key, JSON.stringify(value));

/** Clears everything but the device id, the last owner code and phone (and the chosen language). */
export const clearStorageExceptKept = (): void => {
  const kept = KEPT_ON_CLEAR.map((key) => [key, readStored(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) writeStored(key, value);
};
