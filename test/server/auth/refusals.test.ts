import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/databases';
import { captureLog } from '../support/logCapture';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const MODEL = 'read-only-notes';

/** A page whose records may be listed but not written: the record store refuses a create with 403. */
const readOnlyPage = {
  id: 76, name: 'Chỉ xem', resource: MODEL, action: 'managerecords',
  schema: [{ field: 'title', name: 'Tiêu đề', widget: 'Text' }],
  apis: [{ name: 'list', url: `/api/records/${MODEL}`, method: 'GET', type: 'list' }],
};

interface AuditRow {
  kind: string;
  outcome: string;
  user_id: number | null;
  owner_code: string | null;
  detail: Record<string, unknown>;
}

describeEachDatabase('a refused request (403)', (context) => {
  const log = captureLog('warn');
  const suite = suiteApp(context, { logger: log.logger });
  let staff: SignedIn;
  let merchant: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    expect((await putPage(suite.app, staff, readOnlyPage.id, readOnlyPage)).statusCode).toBe(200);
  });

  const refusals = () => log.entries().filter((entry) => entry.msg === 'access refused').map((entry) => ({ level: entry.level, ...(entry.refusal as object) }));
  const audited = (userId: number) =>
    context.database.rows<AuditRow>(sql`select kind, outcome, user_id, owner_code, detail from audit_events where kind = 'forbidden' and user_id = ${userId} order by id`);

  it('logs a warning and audits the user, the route and the missing permission action', async () => {
    const answer = await putPage(suite.app, merchant, 77, { ...readOnlyPage, id: 77, resource: 'other-notes' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ err: 403, message: 'app.auth.forbidden', data: null });
    expect(refusals()).toEqual([{
      level: 40, userId: merchant.account.userId, ownerCode: merchant.account.code, method: 'PUT', route: '/api/admin/pages/:id', permission: 'managepages',
    }]);
    expect(await audited(merchant.account.userId)).toEqual([{
      kind: 'forbidden', outcome: 'blocked', user_id: merchant.account.userId, owner_code: merchant.account.code,
      detail: { method: 'PUT', route: '/api/admin/pages/:id', permission: 'managepages' },
    }]);
  });

  it('names the api a page would have to declare when the record store refuses a write', async () => {
    const answer = await suite.app.inject({ method: 'POST', url: `/api/records/${MODEL}`, headers: staff.headers, payload: { title: 'x' } });
    expect(answer.statusCode).toBe(403);
    expect(refusals().at(-1)).toMatchObject({ userId: staff.account.userId, route: '/api/records/:model', permission: `create api of ${MODEL}` });
    expect((await audited(staff.account.userId)).map((row) => row.detail)).toEqual([
      { method: 'POST', route: '/api/records/:model', permission: `create api of ${MODEL}` },
    ]);
  });

  it('keeps the session tokens out of the log and the audit trail', async () => {
    const rows = await context.database.rows<Record<string, unknown>>(sql`select * from audit_events where kind = 'forbidden'`);
    const kept = log.text() + JSON.stringify(rows);
    for (const who of [staff, merchant]) {
      for (const value of [who.headers.authorization.replace('Bearer ', ''), who.headers.token]) expect(kept).not.toContain(value);
    }
  });
});
