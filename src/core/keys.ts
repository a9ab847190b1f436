/**
 * Names that reach an object's prototype machinery: never a field name, an api name, a name or property in a
 * hideExpression, nor a part of a dotted record path. Refused everywhere by this one set.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (name: string): boolean => RESERVED_KEYS.has(name);
