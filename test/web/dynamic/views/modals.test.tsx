import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { addShopPage as demoAddShopPage } from '../../../../server/db/demo/pages';
import { inVietnamese } from '../fixtures/inVietnamese';
import { definitionOf, recordApis } from './support/definitions';
import { pageServer } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

// The demo pages carry both languages; these tests read their Vietnamese labels.
const addShopPage = inVietnamese(demoAddShopPage);

/** Spec §2 Modals (message, confirm, preview, generic form) and §4 "Modals": dialogs on one stack. */

const gallery = () =>
  definitionOf({
    id: 74,
    name: 'Gallery',
    read: 'read',
    list: { columns: ['title', 'photo', 'contract'] },
    schema: [
      { field: 'title', name: 'Title', widget: 'Text' },
      { field: 'photo', name: 'Photo', widget: 'Image' },
      { field: 'contract', name: 'Contract', widget: 'Upload' },
    ],
    buttons: [
      { title: 'Add shop', mode: 'show', action: 'formModal', pageId: 46 },
      { title: 'Remove', mode: 'show', action: 'api', api: 'delete', confirm: 'Remove #title#?' },
    ],
    apis: recordApis('gallery'),
  });

/** An upload as upload-image answers it. */
const LAKE = '/api/file/5f0c2a1e-8b3d-4c6f-9a2e-1d4b7c8e9f00';

/** A file as upload-file answers it (`created[0].id`). */
const CONTRACT = '0b8e2f4a-6c1d-4e9b-a3f7-5d2c1e0f9a8b';

const rows = () => [
  { id: 1, title: 'Lake', photo: LAKE, contract: CONTRACT },
  { id: 2, title: 'Elsewhere', photo: 'http://tracker.example.com/pixel.png' },
  // Of this site, but not an upload: it could name any /api path.
  { id: 3, title: 'Own path', photo: '/api/records/gallery/1' },
];

beforeEach(() => localStorage.clear());

test("preview: an image of a record opens in the preview dialog, which closes again", async () => {
  pageServer([], { gallery: rows() });
  const { user } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery()] });
  await user.click(await screen.findByRole('button', { name: 'View image: Photo' }));
  const dialog = await findDialog('Photo');
  expect(within(dialog).getByRole('img', { name: 'Photo' })).toHaveAttribute('src', LAKE);
  await answerDialog(user, 'Close');
  expect(screen.getByText('Lake')).toBeInTheDocument();
});

test.each([
  [2, 'Elsewhere', 'tracker'],
  [3, 'Own path', '/api/records'],
])('an image that is neither an upload nor https is not shown at all (record %i)', async (id, title, src) => {
  pageServer([], { gallery: rows() });
  renderPage(`/form?page=74&mode=show&id=${id}`, { pages: [gallery()] });
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View image: Photo' })).toBeNull();
  expect(document.querySelector(`img[src*="${src}"]`)).toBeNull();
});

test('in a list, the thumbnail opens the preview and not the row', async () => {
  pageServer([], { gallery: rows() });
  const { user, address } = renderPage('/list?page=74', { pages: [gallery()] });
  await user.click(await screen.findByRole('button', { name: 'View image: Photo' }));
  expect(await findDialog('Photo')).toBeInTheDocument();
  expect(address()).toBe('/list?page=74');
});

test('an uploaded file is a download link; in a list cell it downloads with the session and does not open the row', async () => {
  const server = pageServer([], { gallery: rows() });
  server.on(`GET /api/file/${CONTRACT}`, () => ({ body: '%PDF', headers: { 'Content-Type': 'application/pdf' } }));
  // jsdom has no object URLs and does not save files: the download stops at the click on the blob's link.
  URL.createObjectURL = () => 'blob:contract';
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user, address } = renderPage('/list?page=74', { pages: [gallery()] });
  const link = await screen.findByRole('link', { name: 'Download the file' });
  expect(link).toHaveAttribute('href', `/api/file/${CONTRACT}`);
  await user.click(link);
  await waitFor(() => expect(click).toHaveBeenCalled());
  click.mockRestore();
  expect(server.sent('GET', `/api/file/${CONTRACT}`)).toHaveLength(1);
  expect(address()).toBe('/list?page=74');
});

test('in the record view too', async () => {
  pageServer([], { gallery: rows() });
  renderPage('/form?page=74&mode=show&id=1', { pages: [gallery()] });
  expect(await screen.findByRole('link', { name: 'Download the file' })).toHaveAttribute('href', `/api/file/${CONTRACT}`);
});

test('dialogs stack: a message over the generic form modal; Escape closes only the one on top', async () => {
  pageServer([], { gallery: rows() });
  const { user } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery(), definitionOf(addShopPage)] });
  await user.click(await screen.findByRole('button', { name: 'Add shop' }));
  const form = await findDialog('Thêm cửa hàng');
  await user.click(await within(form).findByRole('button', { name: 'Thêm cửa hàng' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Tên cửa hàng');
  expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message', hidden: true })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Thêm cửa hàng' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
});

test('a confirm dismissed with Escape is a decline', async () => {
  const server = pageServer([], { gallery: rows() });
  const { user } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery()] });
  await user.click(await screen.findByRole('button', { name: 'Remove' }));
  expect(await findDialog('Please confirm')).toHaveTextContent('Remove Lake?');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  expect(server.sent('DELETE', '/api/records/gallery/1')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
});

test('a dialog takes the focus when it opens, Escape closes it, and the focus goes back to the button that opened it', async () => {
  pageServer([], { gallery: rows() });
  const { user } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery()] });
  const opener = await screen.findByRole('button', { name: 'Remove' });
  act(() => opener.focus());
  await user.keyboard('{Enter}');
  const dialog = await findDialog('Please confirm');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' })));
});

describe('a route change closes the dialogs of the screen that was left (issue 14)', () => {
  const elsewhere = <Route path="/elsewhere" element={<p>Another screen</p>} />;

  test("the 'noData' message closes when the user goes to another screen", async () => {
    pageServer([], { gallery: rows() });
    const { goTo } = renderPage('/form?page=74&mode=edit', { pages: [gallery()], routes: elsewhere });
    expect(await findDialog('Message')).toHaveTextContent('There is no record to show');
    goTo('/elsewhere');
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  test('on another form of the same route, only the new screen\'s own message shows', async () => {
    pageServer([], { gallery: rows() });
    const { goTo } = renderPage('/form?page=74&mode=edit', { pages: [gallery()] });
    expect(await findDialog('Message')).toHaveTextContent('There is no record to show');
    goTo('/form?page=74&mode=edit&id=404');
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true }).map((dialog) => dialog.textContent)).toEqual([
      expect.stringContaining('Data Not Found'),
    ]));
  });

  test('a confirm open when the route changes closes as a decline: its action never runs', async () => {
    const server = pageServer([], { gallery: rows() });
    const { user, goTo } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery()], routes: elsewhere });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await findDialog('Please confirm')).toHaveTextContent('Remove Lake?');
    goTo('/elsewhere');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(server.sent('DELETE', '/api/records/gallery/1')).toEqual([]);
  });

  test('the generic form modal closes too', async () => {
    pageServer([], { gallery: rows() });
    const { user, goTo } = renderPage('/form?page=74&mode=show&id=1', { pages: [gallery(), definitionOf(addShopPage)], routes: elsewhere });
    await user.click(await screen.findByRole('button', { name: 'Add shop' }));
    await findDialog('Thêm cửa hàng');
    goTo('/elsewhere');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
