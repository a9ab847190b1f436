import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FILE_MESSAGES, MAX_FILES_PER_UPLOAD } from '../../../src/api/files';
import { files } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import {
  CSV, DOCX, ELF, EXE, GIF, HTML, JAR, JPEG, NOT_UTF8, PDF, PNG, PPTX, postMultipart, SHELL, signedLinkOf, SVG, WEBP, XLSX,
  XML_SVG, ZIP, type Part,
} from '../support/files';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const MAX_FILE_BYTES = 4096;
const MAX_IMAGE_BYTES = 2048;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every file name under a folder, recursively. */
const storedNames = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? storedNames(path.join(dir, entry.name)) : [entry.name])
    : [];

describeEachDatabase('Uploads and downloads', (context) => {
  const filesDir = suiteTempDir('mp-files-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path, maxFileBytes: MAX_FILE_BYTES, maxImageBytes: MAX_IMAGE_BYTES } }));
  let uploader: SignedIn;
  beforeAll(async () => {
    uploader = await signedIn(suite.app, context.database);
  });

  const uploadFiles = (parts: Part[], headers = uploader.headers) => postMultipart(suite.app, '/api/file/upload-file', parts, headers);
  const uploadImage = (parts: Part[], headers = uploader.headers) => postMultipart(suite.app, '/api/file/upload-image', parts, headers);
  const file = (filename: string, bytes: Part['bytes'], type?: string): Part => ({ field: 'files', filename, bytes, type });
  const image = (filename: string, bytes: Part['bytes'], type?: string): Part => ({ field: 'images', filename, bytes, type });
  const fileRows = () => context.database.db.select().from(files);
  /** The bytes a link answers. */
  const served = async (url: string) => (await suite.app.inject(url)).rawPayload;
  const isImage = (contentType: string) => contentType.startsWith('image/');

  it('refuses uploads without a session (401) and stores nothing', async () => {
    const before = storedNames(filesDir.path).length;
    expect((await uploadFiles([file('a.pdf', PDF)], {})).statusCode).toBe(401);
    expect((await uploadImage([image('a.png', PNG)], { authorization: 'Bearer customer' })).statusCode).toBe(401);
    expect(storedNames(filesDir.path)).toHaveLength(before);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a boundary the body does not use', 'multipart/form-data; boundary=nothing-like-this'],
    ['an empty boundary', 'multipart/form-data; boundary='],
  ])('answers a multipart body with %s 400, never 500, and stores nothing', async (_, contentType) => {
    const before = storedNames(filesDir.path).length;
    for (const url of ['/api/file/upload-file', '/api/file/upload-image']) {
      const answer = await suite.app.inject({
        method: 'POST', url, headers: { ...uploader.headers, 'content-type': contentType },
        payload: '--other\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nhello\r\n--other--\r\n',
      });
      expect([answer.statusCode, answer.json().err]).toEqual([400, 400]);
    }
    expect(storedNames(filesDir.path)).toHaveLength(before);
  });

  it.each([
    ['report.pdf', 'application/pdf', PDF],
    ['logo.png', 'image/png', PNG],
    ['photo.jpg', 'image/jpeg', JPEG],
    ['anim.gif', 'image/gif', GIF],
    ['pic.webp', 'image/webp', WEBP],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', PPTX],
    ['archive.zip', 'application/zip', ZIP],
    ['shops.csv', 'text/plain; charset=utf-8', CSV],
  ])('accepts %s as %s, detected from its content', async (name, contentType, bytes) => {
    const answer = await uploadFiles([file(name, bytes, 'application/octet-stream')]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const { id, url, size } = body.created[0];
    expect(body).toEqual({
      err: 200, message: 'ok', data: null,
      created: [{ id: expect.stringMatching(UUID_V4), name, size: expect.any(Number), contentType, url: expect.stringMatching(signedLinkOf(id)) }],
    });
    // Images are stored as encoded again (imageReencoding.test.ts); everything else byte for byte.
    const stored = await served(url);
    if (isImage(contentType)) expect((await sharp(stored).metadata()).width).toBe((await sharp(bytes).metadata()).width);
    else expect(stored).toEqual(bytes);
    expect(size).toBe(stored.length);
    const [row] = await context.database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({
      ownerId: uploader.account.ownerId, uploadedBy: uploader.account.userId, kind: 'file', originalName: name, contentType, size,
      sha256: createHash('sha256').update(stored).digest('hex'),
    });
  });

  it('trusts the bytes, not the name or the declared type: a PNG named .exe is an image/png', async () => {
    const answer = await uploadFiles([file('setup.exe', PNG, 'application/x-msdownload')]);
    expect(answer.statusCode).toBe(200);
    // Saved under the detected type's extension: a download opens as a picture, never as a program.
    expect(answer.json().created[0]).toMatchObject({ name: 'setup.exe.png', contentType: 'image/png' });
    const asImage = await uploadImage([image('setup.exe', PNG, 'application/x-msdownload')]);
    expect(asImage.statusCode).toBe(200);
  });

  it.each([
    ['an HTML page named .png', 'index.png', HTML, 'image/png'],
    ['an SVG image', 'logo.svg', SVG, 'image/svg+xml'],
    ['an SVG with an XML declaration', 'logo.png', XML_SVG, 'image/png'],
    ['a Windows program', 'report.pdf', EXE, 'application/pdf'],
    ['an ELF program', 'notes.txt', ELF, 'text/plain'],
    ['a shell script', 'notes.txt', SHELL, 'text/plain'],
    ['a Java archive', 'docs.zip', JAR, 'application/zip'],
    ['text that is not UTF-8', 'notes.txt', NOT_UTF8, 'text/plain'],
  ])('refuses %s as a file (400 typeRefused) and stores nothing', async (_what, name, bytes, declared) => {
    const before = { stored: storedNames(filesDir.path).length, rows: (await fileRows()).length };
    const answer = await uploadFiles([file(name, bytes, declared)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ err: 400, message: FILE_MESSAGES.typeRefused, data: { field: 'files' } });
    expect({ stored: storedNames(filesDir.path).length, rows: (await fileRows()).length }).toEqual(before);
  });

  it.each([
    ['an SVG', 'logo.svg', SVG],
    ['an HTML page named .png', 'photo.png', HTML],
    ['a PDF', 'photo.png', PDF],
    ['text', 'photo.png', CSV],
  ])('refuses %s as an image (400 notAnImage)', async (_what, name, bytes) => {
    const answer = await uploadImage([image(name, bytes, 'image/png')]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ err: 400, message: FILE_MESSAGES.notAnImage, data: { field: 'images' } });
  });

  it('answers an image upload with the signed URL of the stored image', async () => {
    const answer = await uploadImage([image('avatar.webp', WEBP)]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const id = /^\/api\/file\/([0-9a-f-]{36})\?/.exec(body.data)?.[1] ?? '';
    expect(id).toMatch(UUID_V4);
    expect(body).toEqual({ err: 200, message: 'ok', data: expect.stringMatching(signedLinkOf(id)) });
    const [row] = await context.database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ kind: 'image', contentType: 'image/webp', originalName: 'avatar.webp', ownerId: uploader.account.ownerId });
    expect(await sharp(await served(body.data)).metadata()).toMatchObject({ format: 'webp', width: 2, height: 2 });
  });

  it('takes a file exactly at the size limit and refuses one byte more (413 tooLarge)', async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length, 0x20)]);
    expect((await uploadFiles([file('big.pdf', atLimit)])).statusCode).toBe(200);
    const before = storedNames(filesDir.path).length;
    const over = await uploadFiles([file('bigger.pdf', Buffer.concat([atLimit, Buffer.from(' ')]))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ err: 413, message: FILE_MESSAGES.tooLarge, data: { field: 'files', maxBytes: MAX_FILE_BYTES } });
    expect(storedNames(filesDir.path)).toHaveLength(before);
  });

  it('holds images to their own, smaller limit', async () => {
    // A real PNG with bytes after its end: over the image limit, within the file limit (where they are dropped).
    const bigPng = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES, 0)]);
    const answer = await uploadImage([image('big.png', bigPng)]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ err: 413, message: FILE_MESSAGES.tooLarge, data: { field: 'images', maxBytes: MAX_IMAGE_BYTES } });
    // The same bytes are within the file limit.
    expect((await uploadFiles([file('big.png', bigPng)])).json().created[0].contentType).toBe('image/png');
  });

  it('stores several files of one upload, in order, each with its own id', async () => {
    const answer = await uploadFiles([file('a.pdf', PDF), file('b.png', PNG), file('c.csv', CSV)]);
    expect(answer.statusCode).toBe(200);
    const created = answer.json().created as { id: string; name: string; contentType: string; url: string }[];
    expect(created.map((entry) => [entry.name, entry.contentType])).toEqual([
      ['a.pdf', 'application/pdf'], ['b.png', 'image/png'], ['c.csv', 'text/plain; charset=utf-8'],
    ]);
    expect(new Set(created.map((entry) => entry.id)).size).toBe(3);
    expect(await served(created[0].url)).toEqual(PDF);
    expect((await sharp(await served(created[1].url)).metadata()).format).toBe('png');
    expect(await served(created[2].url)).toEqual(CSV);
  });

  it('keeps none of the files when one of them is refused', async () => {
    const before = { stored: storedNames(filesDir.path).length, rows: (await fileRows()).length };
    const answer = await uploadFiles([file('a.pdf', PDF), file('b.png', PNG), file('evil.png', HTML)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(FILE_MESSAGES.typeRefused);
    expect({ stored: storedNames(filesDir.path).length, rows: (await fileRows()).length }).toEqual(before);
  });

  it('refuses more than one image, and more files than one upload takes', async () => {
    const twoImages = await uploadImage([image('a.png', PNG), image('b.png', PNG)]);
    expect(twoImages.statusCode).toBe(400);
    expect(twoImages.json()).toEqual({ err: 400, message: FILE_MESSAGES.tooMany, data: { field: 'images' } });
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, index) => file(`${index}.pdf`, PDF));
    const tooMany = await uploadFiles(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ err: 400, message: FILE_MESSAGES.tooMany, data: { field: 'files' } });
  });

  it('names the expected field when no file is sent under it', async () => {
    for (const parts of [[], [{ field: 'file', filename: 'a.pdf', bytes: PDF }], [{ field: 'files', bytes: 'a plain field', type: 'text/plain' }]] as Part[][]) {
      const answer = await uploadFiles(parts);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ err: 400, message: FILE_MESSAGES.required, data: { field: 'files' } });
    }
    const json = await suite.app.inject({ method: 'POST', url: '/api/file/upload-image', headers: uploader.headers, payload: { images: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ err: 400, message: FILE_MESSAGES.required, data: { field: 'images' } });
  });

  it('serves a stored image by its signed link, without a session, inline, with exactly the safe headers', async () => {
    const { url, size } = (await uploadFiles([file('Ảnh cửa hàng.png', PNG)])).json().created[0];
    const stored = await served(url);
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await suite.app.inject({ method, url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(size),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': "inline; filename=\"Anh cua hang.png\"; filename*=UTF-8''%E1%BA%A2nh%20c%E1%BB%ADa%20h%C3%A0ng.png",
        // Cached no longer than the link works: FILE_LINK_TTL_MINUTES (60), rounded up to 5 minutes.
        'cache-control': expect.stringMatching(/^private, max-age=(3[6-9]\d\d)$/),
      });
      expect(answer.rawPayload).toEqual(method === 'GET' ? stored : Buffer.alloc(0));
    }
  });

  it('serves every other type as an attachment', async () => {
    const created = (await uploadFiles([file('Báo cáo.pdf', PDF), file('data.csv', CSV), file('a.docx', DOCX)])).json().created;
    const dispositions = [];
    for (const { url, contentType } of created) {
      const answer = await suite.app.inject(url);
      expect(answer.headers['content-type']).toBe(contentType);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      dispositions.push(answer.headers['content-disposition']);
    }
    expect(dispositions).toEqual([
      "attachment; filename=\"Bao cao.pdf\"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o.pdf",
      "attachment; filename=\"data.csv\"; filename*=UTF-8''data.csv",
      "attachment; filename=\"a.docx\"; filename*=UTF-8''a.docx",
    ]);
  });

  it('keeps a hostile original name out of the path and harmless in Content-Disposition', async () => {
    const answer = await uploadFiles([
      { field: 'files', disposition: "filename*=UTF-8''..%2F..%2Fetc%2Fpass%22wd%09%1B%7F%3B%20X%3A%201%25.txt", bytes: CSV },
      { field: 'files', disposition: 'filename="C:\\\\Users\\\\me\\\\q\\"uote\\".pdf"', bytes: PDF },
      { field: 'files', disposition: `filename="${'x'.repeat(300)}.pdf"`, bytes: PDF },
      { field: 'files', disposition: 'filename="\u202Egnp.exe"', bytes: PNG },
    ]);
    expect(answer.statusCode).toBe(200);
    const created = answer.json().created as { url: string; name: string }[];
    // A name cut at 200 characters keeps its type's extension; a program's extension is followed by the real one.
    expect(created.map((entry) => entry.name)).toEqual(['pass"wd; X: 1%.txt', 'q"uote".pdf', `${'x'.repeat(196)}.pdf`, 'gnp.exe.png']);
    const dispositions = await Promise.all(created.map(async ({ url }) => (await suite.app.inject(url)).headers['content-disposition']));
    expect(dispositions).toEqual([
      "attachment; filename=\"pass_wd; X: 1_.txt\"; filename*=UTF-8''pass%22wd%3B%20X%3A%201%25.txt",
      "attachment; filename=\"q_uote_.pdf\"; filename*=UTF-8''q%22uote%22.pdf",
      `attachment; filename="${'x'.repeat(196)}.pdf"; filename*=UTF-8''${'x'.repeat(196)}.pdf`,
      "inline; filename=\"gnp.exe.png\"; filename*=UTF-8''gnp.exe.png",
    ]);
  });

  it('never lets a line break in a name reach a header: the multipart parser drops such a part', async () => {
    const answer = await uploadFiles([{ field: 'files', disposition: "filename*=UTF-8''a%0D%0AX-Injected%3A%201.txt", bytes: CSV }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(FILE_MESSAGES.required);
  });

  it('stores each file under its uuid, never under the name the user gave', async () => {
    const { id } = (await uploadFiles([file('../../escape-attempt.pdf', PDF)])).json().created[0];
    const names = storedNames(filesDir.path);
    expect(names).toContain(id);
    expect(names.every((name) => UUID_V4.test(name))).toBe(true);
    const ids = (await fileRows()).map((row) => row.id).sort();
    expect([...names].sort()).toEqual(ids);
    expect(fs.existsSync(path.join(filesDir.path, '..', 'escape-attempt.pdf'))).toBe(false);
    expect(fs.readFileSync(path.join(filesDir.path, id.slice(0, 2), id))).toEqual(PDF);
  });

  it('answers 404 dataNotFound for unknown and malformed ids', async () => {
    const { id } = (await uploadFiles([file('a.pdf', PDF)])).json().created[0];
    for (const bad of [
      '1b4e28ba-2fa1-4d2b-883f-0016d3cca427', // a v4 id nobody uploaded
      id.toUpperCase(), 'not-a-uuid', '1b4e28ba-2fa1-11d2-883f-0016d3cca427', '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const answer = await suite.app.inject({ url: `/api/file/${bad}`, headers: uploader.headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
    }
    // Longer than any id: refused by the described schema (maxLength 36), naming the parameter.
    expect((await suite.app.inject({ url: `/api/file/${id}x`, headers: uploader.headers })).json()).toMatchObject({ err: 400, data: { field: 'id' } });
    // A control character is refused before any route looks at it (http/controlCharacters.ts).
    expect((await suite.app.inject('/api/file/%00')).json()).toMatchObject({ err: 400, data: { field: 'id' } });
  });

  it('answers 404 when the bytes are gone from the storage', async () => {
    const { id } = (await uploadFiles([file('a.pdf', PDF)])).json().created[0];
    fs.rmSync(path.join(filesDir.path, id.slice(0, 2), id));
    const answer = await suite.app.inject({ url: `/api/file/${id}`, headers: uploader.headers });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
  });

  it('documents the upload and download routes', async () => {
    const { paths } = (await suite.app.inject('/api/docs/json')).json();
    for (const route of ['/api/file/upload-file', '/api/file/upload-image']) {
      expect(paths[route].post.summary).toEqual(expect.any(String));
      expect(Object.keys(paths[route].post.requestBody.content)).toEqual(['multipart/form-data']);
    }
    expect(paths['/api/file/upload-file'].post.responses['200'].content['application/json'].schema.required).toContain('created');
    expect(paths['/api/file/{id}'].get.summary).toEqual(expect.any(String));
  });
});
