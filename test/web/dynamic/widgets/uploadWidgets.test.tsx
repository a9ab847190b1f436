import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { ArrayImageWidget } from '../../../../src/dynamic/widgets/ArrayImageWidget';
import { ImageWidget } from '../../../../src/dynamic/widgets/ImageWidget';
import { UploadWidget } from '../../../../src/dynamic/widgets/UploadWidget';
import { stubCanvas } from './canvasStub';
import { mockApi } from '../../support/api';
import { renderInForm } from '../../support/renderInForm';

const { toBlob } = stubCanvas();

/**
 * jest-fixed-jsdom gives Node's FormData (as fetch needs) beside jsdom's File, which Node's FormData refuses; in a
 * browser both are the same family. Files here are Node's, as a browser's would be its own.
 */
const file = (content: string, name: string, type?: string): File => new NodeFile([content], name, { type }) as unknown as File;

const downloads: { href: string; download: string }[] = [];
const blobs: Blob[] = [];
let click: jest.SpyInstance;

beforeAll(() => {
  // jsdom has no object URLs; a download is the click on a link to one.
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:file-${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => {
  localStorage.setItem('session', 'session-token');
  downloads.length = 0;
  blobs.length = 0;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  click.mockRestore();
  localStorage.clear();
});

const photo = () => file('jpeg bytes', 'shop front.jpg', 'image/jpeg');

/** Addresses of our own uploads, as upload-image answers them: /api/file/<uuid v4>. */
const own = (n: number) => `/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca4${String(n).padStart(2, '0')}`;

describe('Image', () => {
  test('choose → crop dialog (zoom 1–10) → upload of the crop → the URL is saved and shown', async () => {
    const { requests: sent } = mockApi({ 'POST /api/file/upload-image': { body: { err: 200, message: 'ok', data: own(1) } } });
    const { user, save } = renderInForm(<ImageWidget source="avatar" label="Avatar" />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    const input = screen.getByLabelText('Choose an image');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await user.upload(input, photo());

    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    const slider = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    // 250×260 by default, plus the editor's 20 px border on each side
    const canvas = dialog.querySelector('canvas');
    expect(canvas).toHaveStyle({ width: '290px', height: '300px' });
    await user.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect(await screen.findByRole('img', { name: 'Avatar' })).toHaveAttribute('src', own(1));
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('Bearer session-token');
    const image = sent[0].form?.get('images');
    expect(image).toBeInstanceOf(Blob);
    expect((image as File).name).toBe('shop front.jpg');
    expect((image as File).type).toBe('image/jpeg');
    expect(await save()).toEqual({ avatar: own(1) });
  });

  test('the crop size comes from imageWidth and imageHeight', async () => {
    mockApi({});
    const { user } = renderInForm(<ImageWidget source="banner" label="Banner" imageWidth={400} imageHeight={200} />);
    await user.upload(screen.getByLabelText('Choose an image'), file('png', 'b.png', 'image/png'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('canvas')).toHaveStyle({ width: '440px', height: '240px' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a failed upload shows the server message in an alert and keeps the value', async () => {
    mockApi({ 'POST /api/file/upload-image': { status: 200, body: { err: 400, message: 'File type not allowed' } } });
    const { user, save } = renderInForm(<ImageWidget source="avatar" label="Avatar" />, { record: { avatar: own(2) } });
    await user.upload(screen.getByLabelText('Choose an image'), photo());
    await user.click(await screen.findByRole('button', { name: 'Crop and upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File type not allowed');
    expect(await save()).toEqual({ avatar: own(2) });
  });

  test('shows the current image with the label as alt text, and removes it', async () => {
    const { user, save } = renderInForm(<ImageWidget source="avatar" label="Avatar" required />, { record: { avatar: own(2) } });
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', own(2));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Avatar' })).toBeNull();
    expect(await save()).toBeNull();
    expect(await screen.findByText('Avatar is required!')).toBeInTheDocument();
  });
});

describe('image addresses', () => {
  test.each([
    ['another site over http', 'http://attacker.example/p.gif'],
    ['our own store with encoded dot segments', '/api/file/%2e%2e/%2e%2e/admin/get-meta'],
    ['another path of our api', '/api/admin/get-meta'],
    ['a data: address', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
  ])('Image never loads %s (a value a link may carry), and says there is no image', (_what, url) => {
    renderInForm(<ImageWidget source="thumbnail" label="Thumbnail" />, { record: { thumbnail: url } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  test('Image shows https addresses and our own uploads', () => {
    renderInForm(<ImageWidget source="thumbnail" label="Thumbnail" />, { record: { thumbnail: 'https://cdn.example/a.png' } });
    expect(screen.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', 'https://cdn.example/a.png');
  });

  test('Image shows the signed link the server answers for an upload, and no other query on our store', () => {
    const signed = `${own(5)}?t=1795000000.${'a'.repeat(43)}`;
    renderInForm(<ImageWidget source="thumbnail" label="Thumbnail" />, { record: { thumbnail: signed } });
    expect(screen.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', signed);
  });

  test.each([
    ['another parameter', '?x=/api/admin/get-meta'],
    ['a signature of the wrong length', `?t=1795000000.${'a'.repeat(20)}`],
    ['a second parameter after the signature', `?t=1795000000.${'a'.repeat(43)}&x=1`],
  ])('Image never loads our store with %s', (_what, query) => {
    renderInForm(<ImageWidget source="thumbnail" label="Thumbnail" />, { record: { thumbnail: `${own(5)}${query}` } });
    expect(document.querySelector('img')).toBeNull();
  });

  test('ArrayImage loads only the safe addresses of its list, and an unsafe one can still be removed', async () => {
    const { user, save } = renderInForm(<ArrayImageWidget source="images" label="Images" />, {
      record: { images: [own(4), 'http://attacker.example/p.gif'] },
    });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Images 1' })).toHaveAttribute('src', own(4));
    expect(screen.getByText('No image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(await save()).toEqual({ images: [own(4)] });
  });
});

describe('ArrayImage', () => {
  test('adds uploaded images to the list and removes one', async () => {
    let count = 0;
    mockApi({ 'POST /api/file/upload-image': () => ({ body: { err: 200, message: 'ok', data: own(10 + ++count) } }) });
    const { user, save } = renderInForm(<ArrayImageWidget source="images" label="Images" />, { record: { images: [own(3)] } });
    await user.upload(screen.getByLabelText('Add an image'), photo());
    await user.click(await screen.findByRole('button', { name: 'Crop and upload' }));
    expect(await screen.findByRole('img', { name: 'Images 2' })).toHaveAttribute('src', own(11));
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await save()).toEqual({ images: [own(11)] });
  });

  test('required: an emptied list is refused', async () => {
    const { user, save } = renderInForm(<ArrayImageWidget source="images" label="Images" required />, { record: { images: [own(3)] } });
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await save()).toBeNull();
    expect(await screen.findByText('Images is required!')).toBeInTheDocument();
  });
});

describe('Upload', () => {
  test('sends the file under files and saves created[0].id', async () => {
    const { requests: sent } = mockApi({ 'POST /api/file/upload-file': { body: { err: 200, message: 'ok', created: [{ id: 'file-17' }] } } });
    const { user, save } = renderInForm(<UploadWidget source="contract" label="Contract" />);
    await user.upload(screen.getByLabelText('Choose a file'), file('%PDF', 'contract.pdf', 'application/pdf'));
    expect(await screen.findByText('contract.pdf (file-17)')).toBeInTheDocument();
    expect(sent[0].path).toBe('/api/file/upload-file');
    expect((sent[0].form?.get('files') as File).name).toBe('contract.pdf');
    expect(await save()).toEqual({ contract: 'file-17' });
  });

  test('a failure shows the message in an alert; remove clears the value', async () => {
    mockApi({ 'POST /api/file/upload-file': { status: 500, body: { err: 500, message: 'Disk full' } } });
    const { user, save } = renderInForm(<UploadWidget source="contract" label="Contract" />, { record: { contract: 'file-1' } });
    expect(screen.getByText('file-1')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a file'), file('x', 'x.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Disk full');
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(await save()).toEqual({ contract: null });
  });

  test('a file of our store is a link named by the file just chosen, else "Download the file", which downloads it with the session', async () => {
    const stored = 'c7a1f7e2-0b1d-4e3a-9c8f-112233445566';
    const id = '7d444840-9dc0-41f1-8f2e-7a0b2c3d4e5f';
    const { sent } = mockApi({
      'POST /api/file/upload-file': { body: { err: 200, message: 'ok', created: [{ id }] } },
      [`GET /api/file/${stored}`]: {
        body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''h%E1%BB%A3p%20%C4%91%E1%BB%93ng.pdf" },
      },
    });
    const { user, save } = renderInForm(<UploadWidget source="contract" label="Contract" />, { record: { contract: stored } });
    const link = screen.getByRole('link', { name: 'Download the file' });
    expect(link).toHaveAttribute('href', `/api/file/${stored}`);
    await user.click(link);
    // The server answers a file only with the session (or a signed link): the HTTP client fetches it, and it is saved.
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:file-1', download: 'hợp đồng.pdf' }]));
    expect(await blobs[0].text()).toBe('%PDF-1.4');
    expect(sent('GET', `/api/file/${stored}`)[0].headers.authorization).toBe('Bearer session-token');
    await user.upload(screen.getByLabelText('Choose a file'), file('%PDF', 'hợp đồng.pdf', 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'hợp đồng.pdf' })).toHaveAttribute('href', `/api/file/${id}`);
    expect(await save()).toEqual({ contract: id });
  });

  test('a download that gets no answer says so', async () => {
    const stored = 'c7a1f7e2-0b1d-4e3a-9c8f-112233445566';
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    const { user } = renderInForm(
      <>
        <UploadWidget source="contract" label="Contract" />
        <Notification />
      </>,
      { record: { contract: stored } },
    );
    await user.click(screen.getByRole('link', { name: 'Download the file' }));
    expect(await screen.findByText('The file could not be downloaded.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  test('in Vietnamese the link says "Tải tệp xuống"', () => {
    renderInForm(<UploadWidget source="contract" label="Hợp đồng" />, { locale: 'vi', record: { contract: 'c7a1f7e2-0b1d-4e3a-9c8f-112233445566' } });
    expect(screen.getByRole('link', { name: 'Tải tệp xuống' })).toHaveAttribute('href', '/api/file/c7a1f7e2-0b1d-4e3a-9c8f-112233445566');
  });

  test.each([
    ['en', 'Choose a file', "Your merchant's storage quota of 1 GB is full. Files no record uses are deleted after a while."],
    ['vi', 'Chọn tệp', 'Đã dùng hết dung lượng lưu trữ 1 GB của đối tác. Các tệp không được bản ghi nào dùng sẽ được xoá sau một thời gian.'],
  ] as const)('a full quota (413) is said with the quota it names (%s)', async (locale, choose, text) => {
    mockApi({
      'POST /api/file/upload-file': {
        status: 413, body: { err: 413, message: 'app.files.quotaExceeded', data: { field: 'files', quotaBytes: 1024 ** 3, usedBytes: 1024 ** 3 - 10 } },
      },
    });
    const { user } = renderInForm(<UploadWidget source="contract" label="Contract" />, { locale });
    await user.upload(screen.getByLabelText(choose), file('x', 'x.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  test('an image with too many pixels is said with the limit', async () => {
    mockApi({
      'POST /api/file/upload-image': { status: 413, body: { err: 413, message: 'app.files.tooManyPixels', data: { field: 'images', maxPixels: 40_000_000 } } },
    });
    const { user } = renderInForm(<ImageWidget source="avatar" label="Avatar" />);
    await user.upload(screen.getByLabelText('Choose an image'), photo());
    await user.click(await screen.findByRole('button', { name: 'Crop and upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image has too many pixels: at most 40 megapixels.');
  });

  test('an answer without created[0].id is a failure, in Vietnamese too', async () => {
    mockApi({ 'POST /api/file/upload-file': { body: { err: 200, message: 'ok', created: [] } } });
    const { user } = renderInForm(<UploadWidget source="contract" label="Hợp đồng" />, { locale: 'vi' });
    await user.upload(screen.getByLabelText('Chọn tệp'), file('x', 'x.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tải lên không thành công.');
  });
});
