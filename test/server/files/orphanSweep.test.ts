import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { files, pageDefinitionVersions, records, shopPhotos, shops } from '../../../server/db/schema';
import { sweepOrphanFiles } from '../../../server/modules/files/orphanSweep';
import { createLocalFileStorage } from '../../../server/storage/localFileStorage';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { PDF, postMultipart, storedFileRow } from '../support/files';
import { seedPages } from '../support/pageEngine';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const HOUR = 60 * MINUTE;
const GRACE_HOURS = 24;

describeEachDatabase('Sweep of uploads no record refers to', (context) => {
  const filesDir = suiteTempDir('mp-sweep-');

  describe('the sweep itself', () => {
    const now = new Date('2026-11-21T02:00:00.000Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const bytesPath = (id: string) => path.join(filesDir.path, id.slice(0, 2), id);

    it('deletes the rows and bytes of old unreferenced uploads, and keeps young or referenced ones', async () => {
      const { db } = context.database;
      const storage = createLocalFileStorage(filesDir.path);
      const owner = await createAccount(context.database);
      const other = await createAccount(context.database);
      const upload = async (hours: number, ownerId = owner.ownerId) => {
        const id = await storedFileRow(context.database, ownerId, hoursAgo(hours));
        await storage.put(id, Buffer.from('bytes'));
        return id;
      };
      const orphan = await upload(GRACE_HOURS + 1);
      const young = await upload(GRACE_HOURS - 1);
      const asUpload = await upload(100);
      const asImage = await upload(100);
      const inRichText = await upload(100);
      const inAnotherOwnersRecord = await upload(100);
      const inPageDefinition = await upload(100);
      await db.insert(records).values([
        { ownerId: owner.ownerId, model: 'vouchers', data: { contract: asUpload, images: ['https://cdn.example.com/a.png', `/api/file/${asImage}`] } },
        { ownerId: owner.ownerId, model: 'notes', data: { content: { vi: `<p>Ảnh <img src="/api/file/${inRichText}"></p>` } } },
        // Another owner's record protects none of this owner's files.
        { ownerId: other.ownerId, model: 'notes', data: { contract: inAnotherOwnersRecord } },
      ]);
      await db.insert(pageDefinitionVersions).values({
        pageId: 9001, version: 1, createdAt: hoursAgo(50), definition: { id: 9001, schema: [{ field: 'logo', default: `/api/file/${inPageDefinition}` }] },
      });

      // A shop's photo is referenced by its row in shop_photos (a foreign key: deleting it would fail the sweep).
      const shopPhoto = await upload(100);
      const [shop] = await db.insert(shops).values({ ownerId: owner.ownerId, code: 'SWEEP', name: 'Sweep' }).returning({ id: shops.id });
      await db.insert(shopPhotos).values({ shopId: shop.id, fileId: shopPhoto, position: 0 });

      const result = await sweepOrphanFiles({ db, storage, now: () => now, graceHours: GRACE_HOURS });

      expect(result).toEqual({ deleted: 2, bytes: 200 });
      expect(fs.existsSync(bytesPath(shopPhoto))).toBe(true);
      const left = new Set((await db.select({ id: files.id }).from(files)).map((row) => row.id));
      for (const id of [orphan, inAnotherOwnersRecord]) {
        expect(left.has(id)).toBe(false);
        expect(fs.existsSync(bytesPath(id))).toBe(false);
      }
      for (const id of [young, asUpload, asImage, inRichText, inPageDefinition]) {
        expect(left.has(id)).toBe(true);
        expect(fs.existsSync(bytesPath(id))).toBe(true);
      }
      // Nothing more to do on a second run.
      expect(await sweepOrphanFiles({ db, storage, now: () => now, graceHours: GRACE_HOURS })).toEqual({ deleted: 0, bytes: 0 });
    });
  });

  describe('in the server', () => {
    const suite = suiteApp(context, () => ({
      uploads: { filesDir: filesDir.path, quotaBytes: 2 * PDF.length, orphanGraceHours: 1, sweepIntervalMinutes: 1 / 60 },
    }));

    it('runs while the server listens: an upload no record kept is deleted after the grace, giving its room back', async () => {
      const staff = await signedIn(suite.app, context.database, { type: 'staff' });
      await seedPages(context.database, staff.account.ownerId);
      const upload = async () => (await postMultipart(suite.app, '/api/file/upload-file', [{ field: 'files', filename: 'a.pdf', bytes: PDF }], staff.headers)).json();
      const [kept] = (await upload()).created;
      const [dropped] = (await upload()).created;
      expect((await upload()).message).toBe('app.files.quotaExceeded');
      const saved = await suite.app.inject({
        method: 'POST', url: '/api/records/partner-vouchers', headers: staff.headers,
        payload: { code: 'SWEEP1', name: 'Ưu đãi', partnerId: 1, startDate: '2026-12-01', endDate: '2026-12-31', contract: kept.id },
      });
      expect(saved.statusCode).toBe(200);

      suite.clock.advance(2 * HOUR);
      await suite.app.listen({ port: 0, host: '127.0.0.1' });
      const exists = async (id: string) => (await context.database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;
      for (let waited = 0; waited < 10_000 && (await exists(dropped.id)); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await exists(dropped.id)).toBe(false);
      expect(await exists(kept.id)).toBe(true);
      // The session has idled out with the clock: a fresh one uploads into the room given back.
      const again = await signedIn(suite.app, context.database, { code: staff.account.code, type: 'staff' });
      const answer = await postMultipart(suite.app, '/api/file/upload-file', [{ field: 'files', filename: 'b.pdf', bytes: PDF }], again.headers);
      expect(answer.statusCode).toBe(200);
    });
  });
});
