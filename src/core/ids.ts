/** A record id as it travels (spec §7: "id is numeric"): digits that fit a safe integer become a number. */
export const NUMERIC_ID = /^\d{1,15}$/;

/** '12' → 12; other strings and numbers stay as they are. */
export const wireId = <T>(id: T): T | number => (typeof id === 'string' && NUMERIC_ID.test(id) ? Number(id) : id);

/**
 * A record id that may be put in a request path: letters, digits, `_` and `-`, at most 64.
 * `encodeURIComponent` leaves '.' and '..' as they are, and fetch resolves them: `/records/m/..` would be
 * `/records/`. Ids come from routes (`#/form?…&id=`) and records, so anything else is refused before a request.
 */
export const SAFE_RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isSafeRecordId = (id: unknown): id is string | number =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) || (typeof id === 'string' && SAFE_RECORD_ID.test(id));

/**
 * A positive whole id (a transaction's, shop's, role's, employee's, user's): a number or its digits within a safe
 * integer; anything else (blank, 0, a fraction, letters, 16 digits past 2^53) is undefined.
 */
export const positiveIdOf = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
