import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * Requests built from the API description alone, the way a validating proxy (Prism) or a generated client builds
 * them: for each operation, one that its schemas and examples call valid, and each kind of invalid one (a required
 * field, query parameter or header left out, a value of the wrong type, a string over its maxLength). The request
 * test sends them all and checks every answer against the document.
 */

type Json = Record<string, unknown>;

export interface RequestCase {
  /** What is wrong with the request, or 'valid'. */
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
  /** The parameter or body property the server must name in `data.field` (absent for the valid request). */
  field?: string;
}

export interface OperationCases {
  method: string;
  path: string;
  /** The operation's security names: 'session', 'apiKey', or none (public). */
  security: 'session' | 'apiKey' | 'public';
  valid: RequestCase;
  invalid: RequestCase[];
  /** A request body the generator cannot build (multipart uploads): only the valid case is sent, without a body. */
  opaqueBody: boolean;
}

const resolve = (document: Json, node: Json): Json => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return resolve(document, ref.replace(/^#\//, '').split('/').reduce<Json>((at, key) => at[key] as Json, document));
};

const typeOf = (schema: Json): string | undefined => {
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((type) => type !== 'null');
  return typeof schema.type === 'string' ? schema.type : undefined;
};

const branches = (schema: Json): Json[] => [...((schema.anyOf ?? []) as Json[]), ...((schema.oneOf ?? []) as Json[])];

/** A value `schema` accepts: its example, enum, default or const, else one drawn from its type and bounds. */
export const sampleOf = (document: Json, node: Json): unknown => {
  const schema = resolve(document, node);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = branches(schema).filter((branch) => resolve(document, branch).type !== 'null');
  if (options.length > 0) return sampleOf(document, options[0]);
  switch (typeOf(schema)) {
    case 'string': {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 20);
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'date-time') return '2026-11-01T03:00:00.000Z';
      if (schema.format === 'email') return 'merchant@demo.local';
      if (typeof schema.pattern === 'string') {
        const matching = fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max);
        return fc.sample(matching, { seed: 31, numRuns: 1 })[0];
      }
      return 'a'.repeat(min);
    }
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 1;
    }
    case 'boolean':
      return true;
    case 'array':
      return typeof schema.minItems === 'number' && schema.minItems > 0
        ? Array.from({ length: schema.minItems }, () => sampleOf(document, (schema.items ?? {}) as Json)) : [];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, sampleOf(document, properties[name] ?? {})]));
    }
    default:
      return 'a';
  }
};

/** A value of a type `schema` does not take: an object for a scalar or a list, text for an object. */
const wrongTypeFor = (document: Json, node: Json): unknown | undefined => {
  const schema = resolve(document, node);
  const types = new Set([typeOf(schema), ...branches(schema).map((branch) => typeOf(resolve(document, branch)))].filter(Boolean));
  if (types.size === 0) return undefined;
  if (!types.has('object')) return { unexpected: true };
  if (!types.has('string')) return 'not an object';
  return undefined;
};

/** The longest string the schema takes plus one, when it says how long (and the URL can carry it). */
const tooLongFor = (document: Json, node: Json, limit: number): string | undefined => {
  const schema = resolve(document, node);
  const strings = [schema, ...branches(schema).map((branch) => resolve(document, branch))].filter((branch) => typeOf(branch) === 'string');
  const max = Math.max(-1, ...strings.map((branch) => (typeof branch.maxLength === 'number' ? branch.maxLength : -1)));
  return max >= 0 && max < limit ? 'a'.repeat(max + 1) : undefined;
};

/** The first of an operation's examples of its JSON body, or one drawn from its schema. */
const bodyExample = (document: Json, media: Json): unknown => {
  if (media.example !== undefined) return media.example;
  const examples = Object.values((media.examples ?? {}) as Record<string, Json>);
  if (examples.length > 0) return resolve(document, examples[0]).value;
  return sampleOf(document, (media.schema ?? {}) as Json);
};

const queryString = (query: Record<string, unknown>): string => {
  const parts = Object.entries(query).flatMap(([name, value]) => [value].flat().map((item) =>
    `${encodeURIComponent(name)}=${encodeURIComponent(typeof item === 'object' ? JSON.stringify(item) : String(item))}`));
  return parts.length ? `?${parts.join('&')}` : '';
};

/** Fastify's default longest path parameter: past it no route matches, so longer strings are not sent in a path. */
const PATH_PARAMETER_LIMIT = 100;
const QUERY_LIMIT = 10_000;
const BODY_LIMIT = 100_000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  example?: unknown;
  style?: string;
}

/** The valid request of an operation and each invalid one, from the document alone. */
export const casesOf = (document: Json, path: string, method: string, operation: Json): OperationCases => {
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolve(document, parameter) as unknown as Parameter);
  const valueOf = (parameter: Parameter) => (parameter.example !== undefined ? parameter.example : sampleOf(document, parameter.schema ?? {}));
  const pathValues: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in === 'path') pathValues[parameter.name] = valueOf(parameter);
    // A free-form query (the report filters) is sent empty: its names are the model's fields.
    if (parameter.in === 'query' && parameter.required && parameter.style !== 'form') query[parameter.name] = valueOf(parameter);
    if (parameter.in === 'header' && parameter.required) {
      headers[parameter.name] = parameter.name === 'idempotency-key' ? randomUUID() : String(valueOf(parameter));
    }
  }
  const requestBody = operation.requestBody ? resolve(document, operation.requestBody as Json) : undefined;
  const content = (requestBody?.content ?? {}) as Record<string, Json>;
  const json = content['application/json'];
  const opaqueBody = requestBody !== undefined && json === undefined;
  const body = json ? bodyExample(document, json) : undefined;
  const bodySchema = json ? resolve(document, (json.schema ?? {}) as Json) : undefined;

  const build = (name: string, change: {
    path?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, string>; payload?: unknown; field?: string;
  } = {}): RequestCase => {
    const values = change.path ?? pathValues;
    const url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(values[name])));
    // A fresh idempotency key for each request: a repeated key would answer the first answer again.
    const sent = { ...(change.headers ?? headers) };
    if ('idempotency-key' in sent && change.headers === undefined) sent['idempotency-key'] = randomUUID();
    return {
      name, method: method.toUpperCase(), url: url + queryString(change.query ?? query), headers: sent,
      ...(json ? { payload: 'payload' in change ? change.payload : body } : {}), ...(change.field ? { field: change.field } : {}),
    };
  };

  const invalid: RequestCase[] = [];
  for (const parameter of parameters) {
    const schema = parameter.schema ?? {};
    if (parameter.in === 'path') {
      const long = tooLongFor(document, schema, PATH_PARAMETER_LIMIT);
      if (long !== undefined) invalid.push(build(`path ${parameter.name} too long`, { path: { ...pathValues, [parameter.name]: long }, field: parameter.name }));
    }
    if (parameter.in === 'query' && parameter.style !== 'form') {
      if (parameter.required) {
        const { [parameter.name]: _left, ...rest } = query;
        invalid.push(build(`query ${parameter.name} missing`, { query: rest, field: parameter.name }));
      }
      const long = tooLongFor(document, schema, QUERY_LIMIT);
      if (long !== undefined) invalid.push(build(`query ${parameter.name} too long`, { query: { ...query, [parameter.name]: long }, field: parameter.name }));
      const type = typeOf(resolve(document, schema));
      if (type === 'integer' || type === 'number') {
        invalid.push(build(`query ${parameter.name} not a number`, { query: { ...query, [parameter.name]: 'many' }, field: parameter.name }));
      }
    }
    if (parameter.in === 'header' && parameter.required) {
      const { [parameter.name]: _left, ...rest } = headers;
      invalid.push(build(`header ${parameter.name} missing`, { headers: rest }));
    }
  }
  if (bodySchema && typeOf(bodySchema) === 'object' && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const properties = (bodySchema.properties ?? {}) as Record<string, Json>;
    const example = body as Json;
    for (const name of (bodySchema.required ?? []) as string[]) {
      const { [name]: _left, ...rest } = example;
      invalid.push(build(`body ${name} missing`, { payload: rest, field: name }));
    }
    for (const [name, schema] of Object.entries(properties)) {
      const wrong = wrongTypeFor(document, schema);
      if (wrong !== undefined) invalid.push(build(`body ${name} of the wrong type`, { payload: { ...example, [name]: wrong }, field: name }));
      const long = tooLongFor(document, schema, BODY_LIMIT);
      if (long !== undefined) invalid.push(build(`body ${name} too long`, { payload: { ...example, [name]: long }, field: name }));
    }
    invalid.push(build('body a list instead of an object', { payload: [example] }));
  }

  const names = ((operation.security ?? []) as Json[]).flatMap((requirement) => Object.keys(requirement));
  const security = names.includes('apiKey') ? 'apiKey' : names.includes('session') && !((operation.security as Json[]).some((r) => Object.keys(r).length === 0)) ? 'session' : 'public';
  return { method, path, security, valid: build('valid'), invalid, opaqueBody };
};
