/** A JSON-like object: not null, not an array. What every parser of a wire value or a definition part checks first. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
