import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { App } from '../../../server/app';
import { buildAuthApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';

// Bad input everywhere (issue 15): every JSON route of the OpenAPI document gets bodies built from its own example
// with one value mutated (wrong types, huge strings, deep nesting, `__proto__` keys, invalid UTF-8, numbers out of
// range). Never a 5xx; a 400 of validation names the field; a refused request changes no row.

/** Routes left out: the dev hooks (off in production), and sign-out (it would end the session the walk uses). */
const SKIPPED = /^\/api\/(dev\/|merchant\/logout$)/;
/** Per route: bounded so that the whole walk stays within about a minute per database. */
const RUNS_PER_ROUTE = 2;

interface Operation {
  method: string;
  url: string;
  example: Record<string, unknown>;
  keys: string[];
}

type JsonSchema = { properties?: Record<string, unknown>; example?: unknown; examples?: unknown[] };
type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> } }>> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const operationsOf = (document: OpenApi): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).flatMap(([method, operation]) => {
    const json = operation.requestBody?.content?.['application/json'];
    if (!json || SKIPPED.test(path)) return [];
    const schema = json.schema ?? {};
    const example = [json.example, schema.example, schema.examples?.[0]].find(isObject) ?? {};
    return [{ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), example, keys: Object.keys(schema.properties ?? {}) }];
  }));

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1) });

/** A mutated value for one property, as JSON text (some cannot be built as JavaScript values and stringified). */
const mutatedValue: fc.Arbitrary<string> = fc.oneof(
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({})).map((v) => JSON.stringify(v)),
  fc.constant(JSON.stringify('x'.repeat(60_000))),
  fc.constant(JSON.stringify(nested(400))),
  fc.constant('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}'),
  fc.constantFrom('1e400', '-1e400', '9007199254740993', '-1', '1.5', '0'),
  fc.constantFrom('"\\u0000"', '"\\ud800"', '"<script>alert(1)</script>"', '""'),
  fc.constant('"INVALID_UTF8"'),
);

/** The body as bytes: the example with `key` set to the mutated value (invalid UTF-8 spliced in as raw bytes). */
const bodyOf = (example: Record<string, unknown>, key: string, value: string): Buffer => {
  const rest = JSON.stringify(Object.fromEntries(Object.entries(example).filter(([name]) => name !== key)));
  const text = `{${JSON.stringify(key)}:${value}${rest === '{}' ? '' : `,${rest.slice(1, -1)}`}}`;
  const [before, after] = text.split('INVALID_UTF8');
  return after === undefined ? Buffer.from(text) : Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(after)]);
};

/** Rows of the tables a portal route can change (audit trails and rate counters apart: a refusal is recorded). */
const TABLES = ['owners', 'users', 'roles', 'role_actions', 'user_permissions', 'api_keys', 'shops', 'pos_devices', 'transactions',
  'records', 'page_definitions', 'bank_accounts', 'transfers', 'point_settlements', 'customer_vouchers', 'files', 'loyalty_events', 'export_jobs'];

describeEachDatabase('Bad input everywhere', (context) => {
  let app: App;

  beforeAll(async () => {
    app = await buildAuthApp(context.database);
  });
  afterAll(() => app.close());

  const rowCounts = async () => (await context.database.rows<Record<string, string>>(
    sql.raw(`select ${TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`),
  ))[0];

  it('answers every mutated body with a 4xx (validation naming the field), never a 5xx, and a refusal changes no row', async () => {
    const { headers } = await signedIn(app, context.database);
    const operations = operationsOf(app.swagger() as unknown as OpenApi);
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const keys = operation.keys.length > 0 ? operation.keys : ['unexpected'];
      await fc.assert(fc.asyncProperty(fc.constantFrom(...keys), mutatedValue, async (key, value) => {
        const before = await rowCounts();
        const answer = await app.inject({
          method: operation.method as 'POST', url: operation.url, payload: bodyOf(operation.example, key, value),
          headers: { ...headers, 'content-type': 'application/json' },
        });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        const where = `${operation.method} ${operation.url} with ${key} = ${value.slice(0, 40)}`;
        if (answer.statusCode >= 500) failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        if (answer.statusCode === 400) {
          const body = answer.json() as { message?: string; data?: { field?: unknown; issues?: unknown } };
          if (body.data && 'issues' in body.data && !(typeof body.data.field === 'string' && body.data.field !== '')) {
            failures.push(`${where}: 400 without the field named: ${answer.body.slice(0, 200)}`);
          }
        }
        if (answer.statusCode >= 400 && answer.statusCode < 500) {
          const after = await rowCounts();
          if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${where}: ${answer.statusCode} yet rows changed`);
        }
      }), { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FC_SEED ?? 15) });
    }
    expect(failures).toEqual([]);
    // The walk reached the routes' validation as a signed-in merchant: mostly 400s, few refusals of the session.
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const tally = Object.fromEntries(statuses);
    expect({ tally, validated: (statuses.get(400) ?? 0) / total > 0.6 }).toEqual({ tally, validated: true });
    expect({ tally, unauthenticated: (statuses.get(401) ?? 0) / total < 0.1 }).toEqual({ tally, unauthenticated: true });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
