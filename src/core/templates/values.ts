/** Reading values for templates: own data properties only, so no getter runs and nothing comes from a prototype. */

export type TemplateValues = Readonly<Record<string, unknown>>;

export function ownValue(source: unknown, name: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(source, name);
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
}

/** A query parameter from URLSearchParams or a plain object (the first one of a list). */
export function queryValue(query: unknown, name: string): unknown {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = ownValue(query, name);
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A value as text: strings as they are, numbers and booleans written out, dates as ISO, objects and arrays as
 * JSON; null, undefined, functions and symbols as ''. Throws only on objects JSON cannot write (cycles, bigint).
 */
export function valueText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      if (value === null) return '';
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
      return JSON.stringify(value) ?? '';
    default:
      return '';
  }
}
