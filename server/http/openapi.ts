import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ERR_SESSION_INVALID } from '../../src/api/codes';
import { DOCUMENTED_REQUIRED } from '../../src/api/documentedRequired';
import type { ApiContact } from '../config';
import { answersOf } from './answers';
import { completeMediaExample } from './openapiExamples';
import { errorResponseComponents, errorResponseRef, ERROR_STATUSES, type ErrorStatus } from './openapiErrors';
import { RATE_LIMIT_HEADER_COMPONENTS, withRateLimitHeaders } from './openapiRateLimits';
import { API_KEY_SECURITY, PARTNER_API_PREFIX, SECURITY_SCHEMES, SESSION_SECURITY, type SecurityRequirement } from './openapiSecurity';
import { describeTags } from './openapiTags';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this route answers beyond those the document derives from its config, hooks and schema (see
     * `derivedErrors`): 409, 410, 503… that only its own code knows of.
     */
    errors?: readonly ErrorStatus[];
    /** A 200 that is not JSON (a file, a CSV): its media types for the document (server/http/fileAnswers.ts). */
    fileAnswer?: { 200: Record<string, unknown> };
  }
}

type Json = Record<string, unknown>;

/** The OpenAPI version served: its Schema Objects are JSON Schema draft 2020-12, which zod writes. */
export const OPENAPI_VERSION = '3.1.0';

const INT32 = 2 ** 31;

/**
 * Every integer with its format, as generators and the OWASP rules expect: int32 when its bounds fit, else int64
 * (zod writes `type: integer` with the bounds, no format).
 */
const withIntegerFormats = (node: unknown): void => {
  if (Array.isArray(node)) {
    for (const item of node) withIntegerFormats(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.type === 'integer' && schema.format === undefined) {
    const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : -Infinity;
    const high = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : Infinity;
    schema.format = low >= -INT32 && high < INT32 ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) withIntegerFormats(value);
};

const toJsonSchema = (schema: unknown, io: 'input' | 'output'): unknown => {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  // zod leaves out the examples of a schema that transforms when writing its input side (they are typed as its
  // output); a request's examples are written as the client sends them, so they describe the input too.
  const examples = z.globalRegistry.get(schema)?.examples;
  if (json.examples === undefined && Array.isArray(examples)) json.examples = examples;
  withIntegerFormats(json);
  const alsoRequired = json[DOCUMENTED_REQUIRED];
  if (Array.isArray(alsoRequired)) {
    json.required = [...new Set([...(Array.isArray(json.required) ? json.required : []), ...alsoRequired])];
    delete json[DOCUMENTED_REQUIRED];
  }
  return json;
};

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Zod route schemas → the JSON schemas @fastify/swagger documents (requests as input, answers as output). */
export const zodToOpenApi = (schema: FastifySchema | undefined): FastifySchema | undefined => {
  if (!schema) return schema;
  const documented: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) documented[part] = toJsonSchema(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    documented.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [status, toJsonSchema(answer, 'output')]),
    );
  }
  return documented as FastifySchema;
};

/** Extension keys the route transform leaves on an operation for `finishDocument` (removed there). */
const X_ERRORS = 'x-error-answers';
const X_FREE_QUERY = 'x-free-query';
const X_FILE_ANSWER = 'x-file-answer';

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hook) => (hook === undefined ? [] : [hook].flat()));

/** A body, query or params property that names a stored thing: an unknown or foreign one answers 404. */
const LOOKUP_PROPERTY = /^(id|.+Id|ticket|model|page)$/;

const hasLookup = (schema: unknown): boolean => {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && Object.keys(properties).some((name) => LOOKUP_PROPERTY.test(name));
};

const isSessionRoute = (route: RouteOptions): boolean =>
  route.url.startsWith('/api/') && !route.url.startsWith(PARTNER_API_PREFIX) && !route.config?.public;

const usesApiKey = (security: unknown): boolean =>
  Array.isArray(security) && security.some((requirement) => typeof requirement === 'object' && requirement !== null && 'apiKey' in requirement);

/**
 * The error statuses an operation can answer, from what the route is: 400 when it validates anything, 413 and 415
 * when it reads a body, 401 and 403 behind the session guard (403: permissions, and the first password still to
 * change), 401/403 behind an API key, 429 on every API route (the general rate limit, http/apiRateLimit.ts), the
 * statuses its hooks are marked with (requireAction 403), 404 when it looks something up, 500 always, and whatever
 * its config adds (`config.errors`).
 */
const derivedErrors = (route: RouteOptions, schema: Json): ErrorStatus[] => {
  // 503: any operation may find the database out of reach (restarting, down); http/errors.ts answers 503 with
  // Retry-After then, not 500.
  const statuses = new Set<ErrorStatus>([500, 503]);
  if (REQUEST_PARTS.some((part) => schema[part] !== undefined)) statuses.add(400);
  if (schema.body !== undefined) {
    statuses.add(413);
    statuses.add(415);
  }
  if (isSessionRoute(route)) {
    statuses.add(401);
    if (!route.config?.beforeFirstPassword) statuses.add(403);
  }
  if (route.url.startsWith('/api/')) statuses.add(429);
  if (usesApiKey(schema.security)) [401, 403].forEach((status) => statuses.add(status as ErrorStatus));
  for (const hook of hooksOf(route)) answersOf(hook).forEach((status) => statuses.add(status));
  if (schema.params !== undefined || hasLookup(schema.body) || hasLookup(schema.querystring)) statuses.add(404);
  for (const status of route.config?.errors ?? []) statuses.add(status);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
};

/**
 * Who may call: a route that says its own `security` keeps it; the partner API an API key; public routes nobody
 * in particular; every other route the session.
 */
const securityOf = (route: RouteOptions, schema: Json): SecurityRequirement[] => {
  if (Array.isArray(schema.security)) return schema.security as SecurityRequirement[];
  if (route.url.startsWith(PARTNER_API_PREFIX)) return API_KEY_SECURITY;
  return isSessionRoute(route) || !route.url.startsWith('/api/') ? SESSION_SECURITY : [];
};

/** `POST /api/shop/createShop` → `postShopCreateShop`: stable, unique per method and path. */
export const operationIdOf = (method: string, url: string): string =>
  method.toLowerCase() + url.replace(/^\/api\//, '/').split(/[^A-Za-z0-9]+/).filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1)).join('');

/**
 * Each route's schema as the document shows it: JSON Schema from zod, its security, its operation id, and the
 * error answers it can give (resolved to `components.responses` in `finishDocument`).
 */
const transformRoute = ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
  const documented = { ...(zodToOpenApi(schema) ?? {}) } as Json;
  const methods = [route.method].flat();
  documented.operationId ??= operationIdOf(String(methods[0]), url);
  documented.security = securityOf(route, documented);
  documented[X_ERRORS] = derivedErrors(route, documented);
  if (route.config?.fileAnswer) documented[X_FILE_ANSWER] = route.config.fileAnswer[200];
  // A query of free-form names (the report filters) is one parameter of `style: form`, not one per keyword.
  const query = documented.querystring as Json | undefined;
  if (query && query.properties === undefined) {
    documented[X_FREE_QUERY] = query;
    delete documented.querystring;
  }
  return { schema: documented as FastifySchema, url };
};

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of a document, with its method and path. */
export const operationsOf = (document: Json): Array<{ path: string; method: string; operation: Json }> =>
  Object.entries((document.paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    OPERATION_METHODS.filter((method) => item[method] !== undefined)
      .map((method) => ({ path, method, operation: item[method] as Json })));

/** The JSON media of an operation's request body and of its own (not the shared error) answers. */
const mediaOf = (operation: Json): Json[] => {
  const bodies = [operation.requestBody, ...Object.values((operation.responses ?? {}) as Json)] as Array<Json | undefined>;
  return bodies.flatMap((body) => {
    const media = (body?.content as Record<string, Json> | undefined)?.['application/json'];
    return media ? [media] : [];
  });
};

/** The whole document's last touches: error answers as references, free-form queries, the tags' descriptions. */
const finishDocument = ({ openapiObject }: { openapiObject: Json }): Json => {
  const document = openapiObject;
  const used = new Set<ErrorStatus>();
  for (const { operation } of operationsOf(document)) {
    const responses = (operation.responses ?? {}) as Json;
    for (const status of (operation[X_ERRORS] ?? []) as ErrorStatus[]) {
      if (responses[String(status)] !== undefined) continue;
      responses[String(status)] = errorResponseRef(status);
      used.add(status);
    }
    for (const [status, response] of Object.entries(responses)) {
      const answer = response as Json;
      if (answer.description === 'Default Response' && status.startsWith('2')) answer.description = 'Success: the envelope with `err` 200';
    }
    const file = operation[X_FILE_ANSWER] as Json | undefined;
    if (file) responses['200'] = file;
    withRateLimitHeaders(responses);
    operation.responses = responses;
    delete operation[X_ERRORS];
    delete operation[X_FILE_ANSWER];
    for (const media of mediaOf(operation)) completeMediaExample(media);
    const free = operation[X_FREE_QUERY] as Json | undefined;
    if (free) {
      const { description, ...rest } = free;
      const parameters = (operation.parameters ?? []) as Json[];
      parameters.push({
        name: 'filters', in: 'query', required: false, style: 'form', explode: true, description,
        schema: { type: 'object', additionalProperties: { type: 'string' }, ...rest },
      });
      operation.parameters = parameters;
      delete operation[X_FREE_QUERY];
    }
  }
  const components = (document.components ?? {}) as Json;
  const errorResponses = errorResponseComponents(used);
  withRateLimitHeaders(errorResponses);
  document.components = { ...components, responses: errorResponses, headers: RATE_LIMIT_HEADER_COMPONENTS };
  withIntegerFormats(document.components);
  document.tags = describeTags(document);
  // The same document serves integrators (the partner API) and the portal: no server of it is internal.
  for (const server of (document.servers ?? []) as Json[]) server['x-internal'] = false;
  return document;
};

export const API_DESCRIPTION = [
  'The merchant portal\'s API. Every JSON answer is `{ err, message, data }`: `err` is 200 on success, otherwise the error code of',
  `spec §8 (the HTTP status, or ${ERR_SESSION_INVALID} when the session is no longer valid); \`message\` is a message key the app translates.`,
  '',
  'Signed-in calls send the session as `Authorization: Bearer <token>` and its second token in the `Token` header (both from',
  '`verifyLogin`). The partner API (`/api/v1/…`) takes an API key as the bearer instead.',
].join('\n');

/**
 * OpenAPI 3.1 document of every route (swagger-ui at /api/docs and its JSON at /api/docs/json when `served`: off in
 * production unless API_DOCS=1, as the description is a map of every route for whoever asks; /api/openapi.json is
 * registered by `openApiJsonRoute`). Register before the routes it documents.
 */
export const registerOpenApi = async (
  app: FastifyInstance, { served, contact = { name: 'Partner integration support' } }: { served: boolean; contact?: ApiContact },
): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Merchant portal API',
        version: '0.1.0',
        description: API_DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        contact,
      },
      servers: [{ url: '/', description: 'This server: local in development, the deployment\'s own address in staging and production' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformRoute,
    transformObject: (input) => finishDocument(input as unknown as { openapiObject: Json }) as never,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
};
