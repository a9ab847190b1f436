import type { Database } from '../../../server/db/client';
import { buildTestApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('GET /api/health', (context) => {
  it('answers 200 with db up after querying the database', async () => {
    const app = await buildTestApp(context.database);
    const response = await app.inject('/api/health');
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ err: 200, message: 'ok', data: { db: 'up' } });
  });

  it('answers 503 with db down when the database cannot answer', async () => {
    const unreachable: Database = { ...context.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildTestApp(unreachable);
    const response = await app.inject('/api/health');
    await app.close();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ err: 503, data: { db: 'down' } });
  });
});
