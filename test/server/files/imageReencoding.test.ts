import sharp from 'sharp';
import { FILE_MESSAGES } from '../../../src/api/files';
import { files } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { FAKE_JPEG, PNG, postMultipart, type Part } from '../support/files';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const MAX_PIXELS = 10_000;

/** A 4×2 photo as a phone makes it: turned by its EXIF orientation (6: 90° clockwise), with where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 47/1 0/1' },
    })
    .toBuffer();

const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

describeEachDatabase('Images are decoded and encoded again on upload', (context) => {
  const filesDir = suiteTempDir('mp-images-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path, maxImagePixels: MAX_PIXELS } }));
  let uploader: SignedIn;
  beforeAll(async () => {
    uploader = await signedIn(suite.app, context.database);
  });

  const uploadImage = (bytes: Buffer, filename = 'photo.jpg') =>
    postMultipart(suite.app, '/api/file/upload-image', [{ field: 'images', filename, bytes }], uploader.headers);
  const uploadFiles = (parts: Part[]) => postMultipart(suite.app, '/api/file/upload-file', parts, uploader.headers);
  const served = async (url: string) => (await suite.app.inject(url)).rawPayload;
  const rowCount = async () => (await context.database.db.select({ id: files.id }).from(files)).length;

  it('drops EXIF, the place the photo was taken and the camera, and keeps the photo the right way up', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 4, height: 2, orientation: 6 });
    expect(photo.includes('PhoneMaker')).toBe(true);

    const answer = await uploadImage(photo);
    expect(answer.statusCode).toBe(200);
    const stored = await served(answer.json().data);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
  });

  it('drops whatever rides after the picture (an image that is also a web page or an archive)', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.domain)</script></html>PK\x05\x06')]);
    const [created] = (await uploadFiles([{ field: 'files', filename: 'logo.png', bytes: polyglot }])).json().created;
    const stored = await served(created.url);
    expect(stored.includes('<script>')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('keeps an animation animated, counting the pixels of every frame', async () => {
    const frame = (background: string) => sharp({ create: { width: 60, height: 50, channels: 3, background } }).png().toBuffer();
    const frames = await Promise.all([frame('#ff0000'), frame('#0000ff')]);
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const answer = await uploadImage(gif, 'banner.gif');
    expect(answer.statusCode).toBe(200);
    expect(await sharp(await served(answer.json().data)).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 60 });
    // Four frames of 3000 pixels are over the 10000 allowed, though each frame is not.
    const longer = await sharp([...frames, ...frames], { join: { animated: true } }).gif().toBuffer();
    expect((await uploadImage(longer, 'longer.gif')).json().message).toBe(FILE_MESSAGES.tooManyPixels);
  });

  it('refuses an image of more pixels than allowed (413 tooManyPixels) and stores nothing', async () => {
    const before = await rowCount();
    const wide = await plainPng(101, 100);
    const refused = await uploadImage(wide, 'wide.png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ err: 413, message: FILE_MESSAGES.tooManyPixels, data: { field: 'images', maxPixels: MAX_PIXELS } });
    const asFile = await uploadFiles([{ field: 'files', filename: 'wide.png', bytes: wide }]);
    expect(asFile.json()).toEqual({ err: 413, message: FILE_MESSAGES.tooManyPixels, data: { field: 'files', maxPixels: MAX_PIXELS } });
    expect(await rowCount()).toBe(before);
    expect((await uploadImage(await plainPng(100, 100), 'square.png')).statusCode).toBe(200);
  });

  it('says "not an image" (400 notAnImage) for bytes that only start like one, as an image or as a file', async () => {
    const before = await rowCount();
    const asImage = await uploadImage(FAKE_JPEG);
    expect(asImage.statusCode).toBe(400);
    expect(asImage.json()).toEqual({ err: 400, message: FILE_MESSAGES.notAnImage, data: { field: 'images' } });
    const asFile = await uploadFiles([{ field: 'files', filename: 'photo.jpg', bytes: FAKE_JPEG }]);
    expect(asFile.json()).toEqual({ err: 400, message: FILE_MESSAGES.notAnImage, data: { field: 'files' } });
    expect(await rowCount()).toBe(before);
  });

  it("names the stored image by its detected type's extension", async () => {
    const jpeg = await sharp(await plainPng(3, 3)).jpeg().toBuffer();
    const [created] = (await uploadFiles([{ field: 'files', filename: 'Ảnh.png', bytes: jpeg }])).json().created;
    expect(created).toMatchObject({ name: 'Ảnh.jpg', contentType: 'image/jpeg' });
    expect((await suite.app.inject(created.url)).headers['content-disposition']).toContain("filename*=UTF-8''%E1%BA%A2nh.jpg");
  });
});
