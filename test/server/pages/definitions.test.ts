import { sql } from 'drizzle-orm';
import { PAGE_MESSAGES } from '../../../src/api/pages';
import { DEMO_PAGES, everyWidgetPage, partnersPage } from '../../../server/db/demo/pages';
import { pageDefinitions } from '../../../server/db/schema';
import { validateDefinition } from '../../../src/core/definition/validateDefinition';
import { describeEachDatabase } from '../support/databases';
import { putPage, seedPages } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** A small valid page of its own id and resource. */
const notesPage = (id: number, resource = `notes${id}`) => ({
  id, name: 'Ghi chú', resource,
  schema: [{ field: 'title', name: 'Tiêu đề', widget: 'Text', required: true }],
  apis: [{ name: 'list', url: `/api/records/${resource}`, method: 'GET', type: 'list' }],
});

describeEachDatabase('page definitions', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let merchant: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    await seedPages(context.database, staff.account.ownerId);
  });

  const getMeta = (who: SignedIn, query = '') => suite.app.inject({ url: `/api/admin/get-meta${query}`, headers: who.headers });

  it('stores every demo page valid, with no error', () => {
    for (const page of DEMO_PAGES) {
      const result = validateDefinition(page);
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
    expect(DEMO_PAGES.map(({ id }) => id)).toEqual([45, 46, 54, 60, 61, 62, 63, 64]);
  });

  it('answers one definition, as validated and normalised, to a user holding its action', async () => {
    const response = await getMeta(staff, '?page=60');
    expect(response.statusCode).toBe(200);
    const expected = validateDefinition(everyWidgetPage);
    if (!expected.ok) throw new Error('the every-widget page is invalid');
    expect(response.json()).toEqual({ err: 200, message: 'ok', data: json(expected.definition) });
  });

  it('lists the definitions the user may use, by id; none to a merchant', async () => {
    const response = await getMeta(staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map(({ id }: { id: number }) => id)).toEqual([45, 46, 54, 60, 61, 62, 63, 64]);
    const forMerchant = await getMeta(merchant);
    expect(forMerchant.json()).toEqual({ err: 200, message: 'ok', data: [] });
  });

  it('answers 404 notFoundPage alike for a missing page and one the user may not use', async () => {
    for (const [who, query] of [[staff, '?page=999'], [merchant, '?page=60']] as const) {
      const response = await getMeta(who, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ err: 404, message: 'notFoundPage', data: null });
    }
  });

  it('shows a page to whoever holds its action, merchants included', async () => {
    expect((await putPage(suite.app, staff, 70, { ...notesPage(70), action: 'findshops' })).statusCode).toBe(200);
    expect((await getMeta(merchant, '?page=70')).json().data).toMatchObject({ id: 70, action: 'findshops' });
    expect((await getMeta(merchant)).json().data.map(({ id }: { id: number }) => id)).toEqual([70]);
  });

  it('lists every stored page to staff for the page editor, whatever its action; 403 to anyone else', async () => {
    expect((await putPage(suite.app, staff, 76, { ...notesPage(76), action: 'marketing' })).statusCode).toBe(200);
    const listed = (await suite.app.inject({ url: '/api/admin/pages', headers: staff.headers })).json().data.map(({ id }: { id: number }) => id);
    const stored = (await context.database.rows<{ id: number }>(sql`select id from page_definitions order by id`)).map(({ id }) => id);
    expect(listed).toEqual(stored);
    expect(listed).toContain(76);
    // The staff's own list of pages to use leaves it out: their role does not carry the action.
    expect((await getMeta(staff)).json().data.map(({ id }: { id: number }) => id)).not.toContain(76);
    expect((await suite.app.inject({ url: '/api/admin/pages', headers: merchant.headers })).statusCode).toBe(403);
  });

  it('refuses a bad page parameter with 400 naming it, and a caller without a session with 401', async () => {
    for (const query of ['?page=abc', '?page=0', '?page=-1', '?page=99999999999']) {
      const response = await getMeta(staff, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.field).toBe('page');
    }
    expect((await suite.app.inject('/api/admin/get-meta?page=60')).statusCode).toBe(401);
  });

  it('lets only managepages write: a merchant gets 403', async () => {
    const response = await putPage(suite.app, merchant, 71, notesPage(71));
    expect(response.statusCode).toBe(403);
    expect((await getMeta(staff, '?page=71')).statusCode).toBe(404);
  });

  it('refuses an invalid definition with every error by path, and the warnings', async () => {
    const page = {
      ...notesPage(72),
      schema: [
        { field: 'title', widget: 'Text', hideExpression: 'a +' },
        { field: 'owner', widget: 'SingleModel', api: 'people' },
        { field: 'mood', widget: 'Smiley' },
      ],
      buttons: [{ title: 'Đi', action: 'url', url: '#/x/#nothing#' }],
    };
    const response = await putPage(suite.app, staff, 72, page);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('invalidPageDefinition');
    expect(body.data.errors.map(({ path }: { path: string }) => path)).toEqual(expect.arrayContaining([
      'schema[0].hideExpression', 'schema[1].api', 'schema[1].modelSelectField', 'buttons[0].url',
    ]));
    expect(body.data.errors.find(({ path }: { path: string }) => path === 'schema[1].modelSelectField'))
      .toMatchObject({ key: expect.any(String) });
    expect(body.data.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'schema[2].widget' })]));
    expect((await getMeta(staff, '?page=72')).statusCode).toBe(404);
  });

  it('refuses a page every signed-in user could open (action dashboard or profile), and says why', async () => {
    for (const action of ['dashboard', 'profile']) {
      const response = await putPage(suite.app, staff, 71, { ...notesPage(71), action });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        err: 400, message: 'invalidPageDefinition',
        data: { errors: [{ path: 'action', message: expect.stringContaining(`"${action}" is allowed to every signed-in user`) }] },
      });
    }
    expect((await getMeta(merchant, '?page=71')).statusCode).toBe(404);
    expect((await getMeta(staff, '?page=71')).statusCode).toBe(404);
  });

  it('keeps closed a page stored open to everyone before the linter refused it: no list, no definition, no records', async () => {
    const stored = { ...notesPage(72, 'oldnotes'), action: 'dashboard' };
    await context.database.db.insert(pageDefinitions).values({
      id: 72, version: 1, resource: 'oldnotes', action: 'dashboard', definition: stored, updatedAt: new Date(),
    });
    for (const who of [merchant, staff]) {
      expect((await getMeta(who, '?page=72')).statusCode).toBe(404);
      expect((await getMeta(who)).json().data.map(({ id }: { id: number }) => id)).not.toContain(72);
      const records = await suite.app.inject({ url: '/api/records/oldnotes', headers: who.headers });
      expect(records.statusCode).toBe(404);
    }
  });

  it('refuses a shape error at its path, an empty body, and a body id other than the path', async () => {
    const badShape = await putPage(suite.app, staff, 73, { ...notesPage(73), schema: [{ field: 'id) or 1=1 --', widget: 'Text' }] });
    expect(badShape.json().data.errors).toEqual([expect.objectContaining({ path: 'schema[0].field' })]);
    const empty = await suite.app.inject({ method: 'PUT', url: '/api/admin/pages/73', headers: staff.headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors).toEqual([expect.objectContaining({ path: 'name' })]);
    const otherId = await putPage(suite.app, staff, 73, notesPage(74));
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json()).toMatchObject({ message: 'invalidPageDefinition', data: { errors: [{ path: 'id', message: 'must be 73, the page id of the address (or left out)' }] } });
  });

  it('takes the id from the path when the body has none, or the same id as text', async () => {
    const { id: _id, ...withoutId } = notesPage(75);
    const saved = await putPage(suite.app, staff, 75, withoutId);
    expect(saved.json()).toEqual({ err: 200, message: 'ok', data: { id: 75, version: 1, warnings: [] } });
    expect((await putPage(suite.app, staff, 75, { ...notesPage(75), id: '75' })).json().data).toMatchObject({ id: 75, version: 2 });
  });

  it('saves on a precondition: the version the editor opened (If-Match), or none yet (If-None-Match: *); 412 when someone saved first', async () => {
    const created = await putPage(suite.app, staff, 77, notesPage(77), { 'if-none-match': '*' });
    expect(created.json().data).toMatchObject({ id: 77, version: 1 });
    const again = await putPage(suite.app, staff, 77, notesPage(77), { 'if-none-match': '*' });
    expect([again.statusCode, again.json()]).toEqual([412, { err: 412, message: PAGE_MESSAGES.pageChanged, data: { version: 1 } }]);
    // Two editors opened version 1: the first save is version 2, the second is refused and stores nothing.
    expect((await putPage(suite.app, staff, 77, { ...notesPage(77), name: 'A' }, { 'if-match': '"1"' })).json().data.version).toBe(2);
    const late = await putPage(suite.app, staff, 77, { ...notesPage(77), name: 'B' }, { 'if-match': '"1"' });
    expect([late.statusCode, late.json().data]).toEqual([412, { version: 2 }]);
    expect((await suite.app.inject({ url: '/api/admin/pages/77/versions', headers: staff.headers })).json().data).toHaveLength(2);
    expect((await putPage(suite.app, staff, 77, notesPage(77), { 'if-match': 'v2' })).statusCode).toBe(400);
  });

  it('refuses a reserved resource name and one another page uses, at the path resource', async () => {
    const reserved = await putPage(suite.app, staff, 76, notesPage(76, 'shops'));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().data.errors).toEqual([{ path: 'resource', message: expect.stringContaining('is reserved') }]);
    for (const resource of ['partners', 'pArtners']) {
      const taken = await putPage(suite.app, staff, 76, notesPage(76, resource));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().data.errors).toEqual([{ path: 'resource', message: `"${resource}" is already the resource of page 61` }]);
    }
    // A page keeps its own resource when it is written again.
    expect((await putPage(suite.app, staff, 61, partnersPage)).statusCode).toBe(200);
  });

  it('keeps a page on its resource while records are stored under it, in a write and in a rollback', async () => {
    await putPage(suite.app, staff, 84, notesPage(84, 'kept-notes'));
    // No records yet: the resource may still change, and change back.
    expect((await putPage(suite.app, staff, 84, notesPage(84, 'kept-notes-2'))).statusCode).toBe(200);
    const withCreate = { ...notesPage(84, 'kept-notes'), apis: [{ name: 'create', url: '/api/records/kept-notes', method: 'POST', type: 'create' }] };
    expect((await putPage(suite.app, staff, 84, withCreate)).statusCode).toBe(200);
    const created = await suite.app.inject({ method: 'POST', url: '/api/records/kept-notes', headers: staff.headers, payload: { title: 'Giữ lại' } });
    expect(created.statusCode).toBe(200);
    const message = 'page 84 keeps the resource "kept-notes" while records are stored under it';
    for (const moved of [notesPage(84, 'other-notes'), { ...notesPage(84), resource: undefined }]) {
      const refused = await putPage(suite.app, staff, 84, moved);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.errors).toEqual([{ path: 'resource', message }]);
    }
    const rollback = await suite.app.inject({ method: 'POST', url: '/api/admin/pages/84/rollback', headers: staff.headers, payload: { version: 2 } });
    expect(rollback.json().data.errors).toEqual([{ path: 'resource', message }]);
    // The record is still reachable through its page.
    const listed = await suite.app.inject({ url: `/api/records/kept-notes/${created.json().data.id}`, headers: staff.headers });
    expect(listed.json().data).toMatchObject({ title: 'Giữ lại' });
  });

  it('keeps every version, newest first, and answers each of them', async () => {
    const first = await putPage(suite.app, staff, 80, notesPage(80));
    const second = await putPage(suite.app, staff, 80, { ...notesPage(80), name: 'Ghi chú 2' });
    expect([first.json().data.version, second.json().data.version]).toEqual([1, 2]);
    const versions = await suite.app.inject({ url: '/api/admin/pages/80/versions', headers: staff.headers });
    expect(versions.json().data).toEqual([
      { version: 2, createdAt: expect.stringMatching(/Z$/), createdBy: staff.account.userId, createdByName: staff.account.fullName, restoredFrom: null, sameAsCurrent: true },
      { version: 1, createdAt: expect.stringMatching(/Z$/), createdBy: staff.account.userId, createdByName: staff.account.fullName, restoredFrom: null, sameAsCurrent: false },
    ]);
    const one = await suite.app.inject({ url: '/api/admin/pages/80/versions/1', headers: staff.headers });
    expect(one.json().data).toMatchObject({ version: 1, createdBy: staff.account.userId, definition: { id: 80, name: 'Ghi chú' } });
    expect((await getMeta(staff, '?page=80')).json().data.name).toBe('Ghi chú 2');
  });

  it('rolls back by writing the old definition as a new version that says where it came from', async () => {
    await putPage(suite.app, staff, 81, notesPage(81));
    await putPage(suite.app, staff, 81, { ...notesPage(81), name: 'Sửa' });
    const rollback = await suite.app.inject({ method: 'POST', url: '/api/admin/pages/81/rollback', headers: staff.headers, payload: { version: 1 } });
    expect(rollback.json()).toEqual({ err: 200, message: 'ok', data: { id: 81, version: 3, warnings: [] } });
    expect((await getMeta(staff, '?page=81')).json().data.name).toBe('Ghi chú');
    const versions = (await suite.app.inject({ url: '/api/admin/pages/81/versions', headers: staff.headers })).json().data;
    expect(versions.map(({ version, restoredFrom, sameAsCurrent }: { version: number; restoredFrom: number | null; sameAsCurrent: boolean }) => [version, restoredFrom, sameAsCurrent]))
      .toEqual([[3, 1, true], [2, null, false], [1, null, true]]);
    // Rolling back to what the page already is writes nothing and answers the current version.
    const again = await suite.app.inject({ method: 'POST', url: '/api/admin/pages/81/rollback', headers: staff.headers, payload: { version: 1 } });
    expect(again.json().data).toEqual({ id: 81, version: 3, warnings: [] });
    expect((await suite.app.inject({ url: '/api/admin/pages/81/versions', headers: staff.headers })).json().data).toHaveLength(3);
  });

  it('re-validates a rollback: a version whose resource another page took since is refused', async () => {
    await putPage(suite.app, staff, 82, notesPage(82, 'memo'));
    await putPage(suite.app, staff, 82, notesPage(82, 'memo-old'));
    await putPage(suite.app, staff, 83, notesPage(83, 'memo'));
    const rollback = await suite.app.inject({ method: 'POST', url: '/api/admin/pages/82/rollback', headers: staff.headers, payload: { version: 1 } });
    expect(rollback.statusCode).toBe(400);
    expect(rollback.json().data.errors).toEqual([{ path: 'resource', message: '"memo" is already the resource of page 83' }]);
  });

  it('answers 404 for the versions of an unknown page or version, and keeps them from non-staff', async () => {
    const none = await suite.app.inject({ url: '/api/admin/pages/998/versions', headers: staff.headers });
    expect(none.json()).toEqual({ err: 404, message: 'notFoundPage', data: null });
    expect((await suite.app.inject({ url: '/api/admin/pages/60/versions/9', headers: staff.headers })).json().message).toBe('dataNotFound');
    expect((await suite.app.inject({ url: '/api/admin/pages/998/versions/1', headers: staff.headers })).json().message).toBe('notFoundPage');
    const rollback = await suite.app.inject({ method: 'POST', url: '/api/admin/pages/60/rollback', headers: staff.headers, payload: { version: 'x' } });
    expect(rollback.json().data.field).toBe('version');
    expect((await suite.app.inject({ url: '/api/admin/pages/60/versions', headers: merchant.headers })).statusCode).toBe(403);
  });

  it('documents every page-engine route with a summary and tags', async () => {
    const { paths } = (await suite.app.inject('/api/docs/json')).json();
    const routes: [string, string][] = [
      ['/api/admin/get-meta', 'get'], ['/api/admin/pages/{id}', 'put'], ['/api/admin/pages/{id}/versions', 'get'],
      ['/api/admin/pages/{id}/versions/{version}', 'get'], ['/api/admin/pages/{id}/rollback', 'post'],
      ['/api/records/{model}', 'get'], ['/api/records/{model}', 'post'], ['/api/records/{model}/{id}', 'get'],
      ['/api/records/{model}/{id}', 'patch'], ['/api/records/{model}/{id}', 'delete'], ['/api/reports/{model}', 'get'],
    ];
    for (const [path, method] of routes) {
      expect(paths[path]?.[method]?.summary).toEqual(expect.any(String));
      expect(paths[path][method].tags.length).toBeGreaterThan(0);
    }
  });
});
