/**
 * Examples of whole requests and answers, put together from the examples their parts carry. The wire types in
 * `src/api` give their realistic examples where they are defined (`.meta({ examples: [...] })`: a shop row, a
 * transaction, an id); an envelope, a list answer or a detail answer that wraps them gets its example from them,
 * so one example serves every call that carries the type, and stays in step with it.
 */

type Json = Record<string, unknown>;

const firstDefined = <T>(values: Iterable<T>, pick: (value: T) => unknown): unknown => {
  for (const value of values) {
    const found = pick(value);
    if (found !== undefined) return found;
  }
  return undefined;
};

const isNullSchema = (schema: Json): boolean => schema.type === 'null';

const isEmpty = (value: unknown): boolean =>
  (Array.isArray(value) && value.every(isEmpty)) || (value !== null && typeof value === 'object' && Object.keys(value).length === 0);

/**
 * A value `schema` accepts, built from the examples in it: its own example, a constant, a default, the first of an
 * enum, or an object or array of its parts' examples. `undefined` when a required part has none (a boolean needs
 * none: true will do).
 */
export const exampleOf = (schema: unknown): unknown => {
  if (!schema || typeof schema !== 'object') return undefined;
  const node = schema as Json;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.example !== undefined) return node.example;
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  for (const combinator of ['anyOf', 'oneOf'] as const) {
    const members = node[combinator];
    if (Array.isArray(members)) {
      const ordered = [...members.filter((m) => !isNullSchema(m as Json)), ...members.filter((m) => isNullSchema(m as Json))];
      return firstDefined(ordered, exampleOf);
    }
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.map(exampleOf);
    if (parts.some((part) => part === undefined)) return undefined;
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      const required = new Set((node.required ?? []) as string[]);
      const example: Json = {};
      for (const [name, property] of Object.entries(properties)) {
        const value = exampleOf(property);
        // An optional part with nothing to show in it (`{}`, `[{}]`) says nothing: left out.
        if (value !== undefined && (required.has(name) || !isEmpty(value))) example[name] = value;
        else if (value === undefined && required.has(name)) return types.includes('null') ? null : undefined;
      }
      return example;
    }
    case 'array': {
      const item = exampleOf(node.items);
      if (item !== undefined) return [item];
      return types.includes('null') ? null : undefined;
    }
    default:
      return types.includes('null') ? null : undefined;
  }
};

/** A media type object given an `example` from its schema when it has none yet. */
export const completeMediaExample = (media: Json | undefined): void => {
  if (!media || media.example !== undefined || media.examples !== undefined) return;
  const example = exampleOf(media.schema);
  if (example !== undefined) media.example = example;
};
