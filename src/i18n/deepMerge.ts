/** A catalogue of messages: nested objects whose leaves are strings. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

/** Merges catalogues left to right: a later catalogue's leaf wins, nested objects are merged, not replaced. */
export const deepMerge = (...catalogues: readonly Messages[]): Messages => {
  const merged: Record<string, string | Messages> = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      const previous = merged[key];
      merged[key] = isMessages(value) && isMessages(previous) ? deepMerge(previous, value) : value;
    }
  }
  return merged;
};
