import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../server/app';

/**
 * The contract check: every JSON answer a test receives from a test app is checked against what the OpenAPI
 * document says that operation answers with that status. An answer the document does not describe (an undocumented
 * status, a JSON answer where none is documented, a body its schema refuses) is a problem; `setup.ts` fails the
 * test that received it. Files, CSV and HTML are not JSON: only their headers are checked (`headerProblem`).
 */

type Json = Record<string, unknown>;

export interface ContractProblem {
  operation: string;
  status: number;
  problem: string;
  body: string;
}

const problems: ContractProblem[] = [];

/** The problems found since the last call, which forgets them. */
export const takeContractProblems = (): ContractProblem[] => problems.splice(0, problems.length);

export const formatContractProblems = (found: readonly ContractProblem[]): string =>
  found.map(({ operation, status, problem, body }) => `${operation} answered ${status} which the OpenAPI document does not describe: ${problem}\n  body: ${body.slice(0, 600)}`)
    .join('\n');

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);

const validators = new Map<string, ValidateFunction>();

/** One compiled validator per distinct schema (the same envelope is shared by many operations). */
const validatorOf = (schema: Json): ValidateFunction => {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
};

/** Fastify's `/api/shop/:id` → the document's `/api/shop/{id}`. */
export const documentPath = (routeUrl: string): string => routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const resolve = (document: Json, node: Json): Json => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document);
  if (!target || typeof target !== 'object') throw new Error(`unresolvable reference ${ref}`);
  return resolve(document, target as Json);
};

const operationOf = (document: Json, method: string, path: string): Json | undefined =>
  ((document.paths as Record<string, Json> | undefined)?.[path])?.[method.toLowerCase()] as Json | undefined;

/** The document the last app of this test file built (see `installContractCheck`). */
let lastDocument: Json | undefined;

/** What is wrong with `body` as the answer `status` of `method path`, or null when the document describes it. */
export const contractProblem = (document: Json, method: string, path: string, status: number, body: string): string | null => {
  const operation = operationOf(document, method, path);
  if (!operation) return 'no such operation in the document';
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!documented) return `status ${status} is not among its responses (${Object.keys(responses).join(', ')})`;
  const response = resolve(document, documented);
  const content = response.content as Record<string, Json> | undefined;
  const schema = content?.['application/json']?.schema as Json | undefined;
  if (!schema) return 'no application/json schema for this status';
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const validate = validatorOf(schema);
  if (validate(value)) return null;
  return ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
};

/** Every header name some response of the document describes, lower-case: the API's own headers. */
const describedHeaderNames = (document: Json): Set<string> => {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'headers' && value && typeof value === 'object') Object.keys(value).forEach((name) => names.add(name.toLowerCase()));
      visit(value);
    }
  };
  visit(document.paths);
  visit((document.components as Json | undefined)?.responses);
  return names;
};

const describedNames = new WeakMap<Json, Set<string>>();

/**
 * What is wrong with the headers of the answer `status` of `method path`, or null: a header the document marks
 * required on that response that did not come, or one of the API's own headers (one the document describes on some
 * response: Retry-After, RateLimit…) that came on a response that does not describe it.
 */
export const headerProblem = (
  document: Json, method: string, path: string, status: number, headers: Record<string, unknown>,
): string | null => {
  const operation = operationOf(document, method, path);
  const responses = (operation?.responses ?? {}) as Record<string, Json>;
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!documented) return null;
  const described = Object.entries((resolve(document, documented).headers ?? {}) as Record<string, Json>)
    .map(([name, header]) => [name.toLowerCase(), resolve(document, header)] as const);
  const sent = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const missing = described.filter(([name, header]) => header.required === true && !sent.has(name)).map(([name]) => name);
  if (missing.length) return `required header ${missing.join(', ')} missing`;
  let own = describedNames.get(document);
  if (!own) describedNames.set(document, (own = describedHeaderNames(document)));
  const names = new Set(described.map(([name]) => name));
  const extra = [...sent].filter((name) => own.has(name) && !names.has(name));
  return extra.length ? `header ${extra.join(', ')} sent but not described for this status` : null;
};

const isJson = (contentType: unknown): boolean => typeof contentType === 'string' && /^application\/(.+\+)?json\b/i.test(contentType);

/**
 * Checks every JSON answer of `app` (an onSend hook, added before the app is ready). Routes the document hides
 * (swagger-ui, /api/openapi.json) and requests no route matched (the not-found envelope) are not operations.
 */
export const installContractCheck = (app: App): void => {
  let document: Json | undefined;
  // An earlier app's document serves while it has the operation: the routes and their schemas are the same modules
  // for every app of a test file, and building the document took 150 ms of each app's first answer. An operation it
  // lacks (a route only this app has: a test's own, the development hooks) has this app build its own.
  const documentOf = (method: string, path: string): Json => {
    if (document) return document;
    if (lastDocument && operationOf(lastDocument, method, path)) return lastDocument;
    document = lastDocument = app.swagger() as unknown as Json;
    return document;
  };
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined || request.routeOptions.schema?.hide) return payload;
    const path = documentPath(routeUrl);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = `${request.method} ${path}`;
    const headers = headerProblem(documentOf(method, path), method, path, reply.statusCode, reply.getHeaders());
    if (headers) problems.push({ operation, status: reply.statusCode, problem: headers, body: typeof payload === 'string' ? payload : '(not text)' });
    if (!isJson(reply.getHeader('content-type')) || typeof payload !== 'string') return payload;
    const problem = contractProblem(documentOf(method, path), method, path, reply.statusCode, payload);
    if (problem) problems.push({ operation, status: reply.statusCode, problem, body: payload });
    return payload;
  });
};
