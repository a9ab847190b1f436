import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { owners } from '../../../server/db/schema';
import { serializeError } from '../../../server/http/errorLog';
import { buildTestApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { captureLog } from '../support/logCapture';

/** Values a failing query carries: a person's data that must not reach a log. */
const SECRET_VALUE = 'Nguyễn Văn Bí Mật 0987654321';
const SECRET_CODE = 'SECRETOWNER77';

describeEachDatabase('the log of a failed query', (context) => {
  const log = captureLog('info');
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(context.database, { logger: log.logger });
    // Routes of this test only: one query PostgreSQL refuses for its value, one that breaks a unique key.
    app.get('/api/test/bad-cast', { config: { public: true } }, async () => {
      await context.database.db.execute(sql`select ${SECRET_VALUE}::int as n`);
      return { err: 200, message: 'ok', data: null };
    });
    app.get('/api/test/duplicate', { config: { public: true } }, async () => {
      for (let i = 0; i < 2; i++) await context.database.db.insert(owners).values({ code: SECRET_CODE, name: SECRET_VALUE, status: 'active' });
      return { err: 200, message: 'ok', data: null };
    });
  });
  afterAll(() => app.close());

  const failures = () => log.entries().filter((entry) => entry.msg === 'unexpected error').map((entry) => entry.err as Record<string, unknown>);

  it('names the statement and the SQLSTATE, never the values, and answers a plain 500', async () => {
    const answer = await app.inject('/api/test/bad-cast');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ err: 500, message: 'internalServerError', data: null });
    expect(failures()).toEqual([expect.objectContaining({
      message: 'query failed (SQLSTATE 22P02)', code: '22P02', statement: 'select $1::int as n', stack: expect.stringContaining('    at '),
    })]);
    expect(log.text()).not.toContain(SECRET_VALUE);
    expect(log.text()).not.toContain('Bí Mật');
  });

  it('names the constraint a write broke, not the key it repeated (PostgreSQL puts it in the detail)', async () => {
    expect((await app.inject('/api/test/duplicate')).statusCode).toBe(500);
    expect(failures()[1]).toMatchObject({ code: '23505', table: 'owners', constraint: expect.stringContaining('code'), statement: expect.stringContaining('insert into "owners"') });
    expect(log.text()).not.toContain(SECRET_CODE);
    expect(log.text()).not.toContain(SECRET_VALUE);
  });
});

describe('serializeError', () => {
  it('keeps the message, code and causes of errors that are not queries', () => {
    const error = Object.assign(new Error('disk full', { cause: new Error('ENOSPC') }), { code: 'ENOSPC' });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC', cause: { message: 'ENOSPC' } });
  });

  it('copes with a thrown value that is no error', () => {
    expect(serializeError('plain text')).toEqual({ type: 'string', message: 'plain text', stack: '' });
  });
});
