import { DEMO_PAGES } from '../../../server/db/demo/pages';
import { describeEachDatabase } from '../support/databases';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const notesPage = (id: number, apis: unknown[]) => ({
  id, name: 'Ghi chú', resource: `notes${id}`, schema: [{ field: 'title', name: 'Tiêu đề', widget: 'Text' }], apis,
});

describeEachDatabase('Page definitions name only calls the server offers', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
  });

  it('refuses a path or a method the server does not have, naming each bad entry', async () => {
    const response = await putPage(suite.app, staff, 90, notesPage(90, [
      { name: 'list', url: '/api/records/notes90', method: 'GET', type: 'list' },
      { name: 'approve', url: '/api/vouchers/approve-voucher', method: 'POST', type: 'basic' },
      { name: 'shops', url: '/api/shop/shopList', method: 'GET', type: 'list' },
    ]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      err: 400, message: 'invalidPageDefinition',
      data: {
        errors: [
          { path: 'apis.1.url', message: 'the server offers no POST /api/vouchers/approve-voucher (see /api/openapi.json)' },
          { path: 'apis.2.url', message: 'the server offers no GET /api/shop/shopList (see /api/openapi.json)' },
        ],
      },
    });
    expect(response.json().data.errors).toHaveLength(2);
    expect((await suite.app.inject({ url: '/api/admin/get-meta?page=90', headers: staff.headers })).statusCode).toBe(404);
  });

  it('takes the calls as the page engine makes them: update and delete by PATCH and DELETE with /{id} after the path', async () => {
    const response = await putPage(suite.app, staff, 91, notesPage(91, [
      { name: 'list', url: '/api/records/notes91/', method: 'GET', type: 'list' },
      { name: 'update', url: '/api/records/notes91', method: 'PATCH', type: 'update' },
      { name: 'delete', url: '/api/records/notes91', method: 'DELETE', type: 'delete' },
      { name: 'shops', url: '/api/shop/shopList', method: 'POST', type: 'list' },
    ]));
    expect(response.json()).toMatchObject({ err: 200, data: { id: 91, version: 1 } });
    // A PATCH of a basic api is called as written: /api/records/notes91 itself takes no PATCH.
    const basic = await putPage(suite.app, staff, 91, notesPage(91, [{ name: 'touch', url: '/api/records/notes91', method: 'PATCH', type: 'basic' }]));
    expect(basic.json().data.errors).toEqual([{ path: 'apis.0.url', message: 'the server offers no PATCH /api/records/notes91 (see /api/openapi.json)' }]);
  });

  it('stores every demo definition', async () => {
    for (const page of DEMO_PAGES) {
      const response = await putPage(suite.app, staff, page.id, page);
      expect([page.id, response.statusCode, response.json().data?.errors]).toEqual([page.id, 200, undefined]);
    }
  });
});
