import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { PNG, postMultipart, signedLinkOf, storedFileRow } from '../support/files';
import { seedPages, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const MODEL = '/api/records/partner-vouchers';

const voucher = (extra: Record<string, unknown> = {}) => ({
  code: 'FILES1', name: 'Ưu đãi có ảnh', partnerId: 1, startDate: '2026-12-01', endDate: '2026-12-31', ...extra,
});

describeEachDatabase('Records refer only to their own files, and answer them as signed links', (context) => {
  const filesDir = suiteTempDir('mp-record-files-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path } }));
  let staff: SignedIn;
  let otherTenant: SignedIn;
  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
  });

  const uploadImage = async (who: SignedIn): Promise<{ id: string; url: string }> => {
    const url: string = (await postMultipart(suite.app, '/api/file/upload-image', [{ field: 'images', filename: 'a.png', bytes: PNG }], who.headers)).json().data;
    return { id: /\/api\/file\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '', url };
  };
  const save = (payload: Record<string, unknown>, who = staff, id?: number) =>
    suite.app.inject({ method: id ? 'PATCH' : 'POST', url: id ? `${MODEL}/${id}` : MODEL, headers: who.headers, payload });

  it('stores the plain address of the signed link the app sends back, and answers links that load without a session', async () => {
    const cover = await uploadImage(staff);
    const photo = await uploadImage(staff);
    const [contract] = (await postMultipart(suite.app, '/api/file/upload-file', [{ field: 'files', filename: 'c.png', bytes: PNG }], staff.headers)).json().created;
    const created = await save(voucher({
      thumbnail: cover.url, images: [photo.url, 'https://cdn.example.com/a.png'], contract: contract.id,
      content: `<p>Ảnh <img src="${photo.url}" alt="x"></p>`,
    }));
    expect(created.statusCode).toBe(200);
    const { data } = created.json();
    expect(await storedData(context.database, data.id)).toMatchObject({
      thumbnail: `/api/file/${cover.id}`, images: [`/api/file/${photo.id}`, 'https://cdn.example.com/a.png'], contract: contract.id,
      content: `<p>Ảnh <img src="/api/file/${photo.id}" alt="x" /></p>`,
    });
    const read = (await suite.app.inject({ url: `${MODEL}/${data.id}`, headers: staff.headers })).json().data;
    expect(read.thumbnail).toMatch(signedLinkOf(cover.id));
    expect(read.images[0]).toMatch(signedLinkOf(photo.id));
    expect(read.content).toMatch(new RegExp(`<img src="/api/file/${photo.id}\\?t=[0-9]+\\.[A-Za-z0-9_-]{43}" alt="x" />`));
    // An Upload value stays the id: the app downloads it with the session (files/fileLinks.test.ts).
    expect(read.contract).toBe(contract.id);
    expect((await suite.app.inject(read.thumbnail)).statusCode).toBe(200);
    const listed = (await suite.app.inject({ url: `${MODEL}?limit=100`, headers: staff.headers })).json().data as Record<string, unknown>[];
    expect(listed.find((row) => row.id === data.id)?.thumbnail).toMatch(signedLinkOf(cover.id));
  });

  it.each<[string, (id: string) => Record<string, unknown>, string]>([
    ['an Image', (id) => ({ thumbnail: `/api/file/${id}` }), 'thumbnail'],
    ['an ArrayImage', (id) => ({ images: ['https://cdn.example.com/a.png', `/api/file/${id}`] }), 'images'],
    ['an Upload', (id) => ({ contract: id }), 'contract'],
    ['rich text', (id) => ({ content: `<p><img src="/api/file/${id}"></p>` }), 'content'],
  ])("refuses %s referring to another merchant's file (400 naming the field) and stores nothing", async (_what, values, field) => {
    const foreign = await uploadImage(otherTenant);
    const before = (await context.database.db.select({ id: records.id }).from(records)).length;
    for (const id of [foreign.id, '1b4e28ba-2fa1-4d2b-883f-0016d3cca427' /* no file at all */]) {
      const refused = await save(voucher(values(id)));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ err: 400, message: 'invalidParam', data: { field } });
      expect(refused.json().data.errors[0].message).toContain("refers to a file that is not one of this merchant's uploads");
    }
    expect((await context.database.db.select({ id: records.id }).from(records)).length).toBe(before);
  });

  it("refuses another merchant's file on update too, even sent as that merchant's signed link", async () => {
    const { id } = (await save(voucher())).json().data;
    const foreign = await uploadImage(otherTenant);
    const refused = await save({ thumbnail: foreign.url }, staff, id);
    expect(refused.json()).toMatchObject({ err: 400, data: { field: 'thumbnail' } });
    expect((await storedData(context.database, id))?.thumbnail).toBeUndefined();
  });

  it('keeps answering what a record referred to before the check, unsigned, and lets it be saved', async () => {
    const foreign = await storedFileRow(context.database, otherTenant.account.ownerId);
    const [{ id }] = await context.database.db.insert(records).values({
      ownerId: staff.account.ownerId, model: 'partner-vouchers', data: { ...voucher({ code: 'OLD1' }), exchangePoint: 0, status: 'active', thumbnail: `/api/file/${foreign}` },
    }).returning({ id: records.id });
    const read = (await suite.app.inject({ url: `${MODEL}/${id}`, headers: staff.headers })).json().data;
    // Never signed for this owner: the other merchant's file does not load through this record.
    expect(read.thumbnail).toBe(`/api/file/${foreign}`);
    expect((await suite.app.inject(read.thumbnail)).statusCode).toBe(403);
    expect((await save({ name: 'Đổi tên', thumbnail: read.thumbnail }, staff, id)).statusCode).toBe(200);
  });
});
