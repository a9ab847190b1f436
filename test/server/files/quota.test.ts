import { FILE_MESSAGES } from '../../../src/api/files';
import { describeEachDatabase } from '../support/databases';
import { postMultipart, type Part } from '../support/files';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const QUOTA = 3000;

/** A text file of exactly `size` bytes. */
const textOf = (name: string, size: number): Part => ({ field: 'files', filename: name, bytes: Buffer.alloc(size, 'a') });

describeEachDatabase('Upload quota per owner', (context) => {
  const filesDir = suiteTempDir('mp-quota-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path, quotaBytes: QUOTA } }));
  let owner: SignedIn;
  let employee: SignedIn;
  let otherOwner: SignedIn;
  beforeAll(async () => {
    owner = await signedIn(suite.app, context.database);
    employee = await signedIn(suite.app, context.database, { code: owner.account.code, type: 'submerchant' });
    otherOwner = await signedIn(suite.app, context.database);
  });

  const upload = (who: SignedIn, parts: Part[]) => postMultipart(suite.app, '/api/file/upload-file', parts, who.headers);

  it("fills the owner's quota to the byte, then answers 413 naming the quota; the owner's users share it", async () => {
    expect((await upload(owner, [textOf('a.txt', 1000), textOf('b.txt', 1000)])).statusCode).toBe(200);
    expect((await upload(employee, [textOf('c.txt', 1000)])).statusCode).toBe(200);
    for (const who of [owner, employee]) {
      const refused = await upload(who, [textOf('d.txt', 1)]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        err: 413, message: FILE_MESSAGES.quotaExceeded, data: { field: 'files', quotaBytes: QUOTA, usedBytes: QUOTA },
      });
    }
  });

  it("counts each owner apart, and refuses a whole upload that would not fit, keeping none of it", async () => {
    const refused = await upload(otherOwner, [textOf('a.txt', 2000), textOf('b.txt', 1001)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().data).toEqual({ field: 'files', quotaBytes: QUOTA, usedBytes: 0 });
    expect((await upload(otherOwner, [textOf('a.txt', 2000), textOf('b.txt', 1000)])).statusCode).toBe(200);
  });

  it('lets only one of two uploads racing for the last free bytes through', async () => {
    const racer = await signedIn(suite.app, context.database);
    expect((await upload(racer, [textOf('base.txt', 2000)])).statusCode).toBe(200);
    const answers = await Promise.all([upload(racer, [textOf('one.txt', 1000)]), upload(racer, [textOf('two.txt', 1000)])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
  });
});
