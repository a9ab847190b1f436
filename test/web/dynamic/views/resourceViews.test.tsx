import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { PageDefinition } from '../../../../src/api/pageDefinition';
import ResourceCreate from '../../../../src/dynamic/views/resource/ResourceCreate';
import ResourceEdit from '../../../../src/dynamic/views/resource/ResourceEdit';
import ResourceList from '../../../../src/dynamic/views/resource/ResourceList';
import ResourceShow from '../../../../src/dynamic/views/resource/ResourceShow';
import { smallDefinition, smallPage } from '../pages/pageFixture';
import { checked } from './support/definitions';
import { notFound } from '../../support/api';
import { pageServer, type Row } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

/** Issue 4 "Generator": a page with a resource as react-admin list, show, edit and create views. */

const routesOf = (page: PageDefinition) => (
  <>
    <Route path="/customers-book" element={<ResourceList page={page} />} />
    <Route path="/customers-book/create" element={<ResourceCreate page={page} />} />
    <Route path="/customers-book/:id" element={<ResourceEdit page={page} />} />
    <Route path="/customers-book/:id/show" element={<ResourceShow page={page} />} />
  </>
);

const customers = (): Row[] => [
  { id: 1, name: 'An Nguyễn', status: 'active', birthday: '1990-03-04' },
  { id: 2, name: 'Bình Trần', status: 'locked', note: 'regular' },
];

const open = (path: string, page = smallDefinition()) => renderPage(path, { pages: [page], routes: routesOf(page) });

beforeEach(() => localStorage.clear());

test("the resource's list: a row opens its edit view, which reads it and saves through the update api", async () => {
  const server = pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book');
  await user.click(await screen.findByText('Bình Trần'));
  await waitFor(() => expect(address()).toBe('/customers-book/2'));
  await waitFor(() => expect(address()).toBe('/customers-book/2'));
  const name = await screen.findByDisplayValue('Bình Trần');
  expect(screen.getByDisplayValue('regular')).toBeInTheDocument();
  await user.type(name, ' Văn');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/customers/2')).toEqual([
    expect.objectContaining({ query: { page: '70', api: 'update' }, body: { name: 'Bình Trần Văn', status: 'locked', note: 'regular' } }),
  ]);
  expect(await screen.findByDisplayValue('Bình Trần Văn')).toBeInTheDocument();
});

test('the edit view checks every field, the first one too', async () => {
  const server = pageServer([], { customers: [{ id: 4, name: '', status: 'active' }] });
  const { user } = open('/customers-book/4');
  await screen.findByRole('combobox', { name: 'Trạng thái' });
  await user.click(await screen.findByRole('button', { name: 'Lưu' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Họ tên');
  await answerDialog(user, 'Close');
  expect(screen.getByText('Họ tên is required!')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/customers/4')).toEqual([]);
});

test('the create view starts empty with its defaults and opens the new record once created', async () => {
  const server = pageServer([], { customers: [] });
  const { user, address } = open('/customers-book/create');
  expect(await screen.findByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đang hoạt động');
  await user.type(screen.getByLabelText('Họ tên (*)'), 'Dũng');
  await user.click(screen.getByRole('button', { name: 'Tạo' }));
  await waitFor(() => expect(address()).toBe('/customers-book/1001'));
  expect(server.sent('POST', '/api/records/customers')[0].body).toEqual({ name: 'Dũng', status: 'active' });
  expect(await screen.findByDisplayValue('Dũng')).toBeInTheDocument();
});

test("a show view opened directly (new tab, reload) goes to the resource's list after a backOnDone delete", async () => {
  const server = pageServer([], { customers: customers() });
  const page = checked({
    ...smallPage,
    buttons: [{ title: 'Delete', mode: 'show', action: 'api', api: 'delete', backOnDone: true }],
  });
  const { user, address } = renderPage('/customers-book/1/show', { pages: [page], routes: routesOf(page) });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(address()).toBe('/customers-book'));
  expect(await screen.findByText('Bình Trần')).toBeInTheDocument();
  expect(server.rows('customers').map((row) => row.id)).toEqual([2]);
});

test('the show view lists the values read-only with the show-mode buttons; a page without update opens rows there', async () => {
  const server = pageServer([], { customers: customers() });
  const page = checked({
    ...smallPage,
    api: undefined,
    apis: smallPage.apis.filter((api) => api.type !== 'update'),
    buttons: [{ title: 'Delete', mode: 'show', action: 'api', api: 'delete', confirm: 'Delete #name#?', backOnDone: true }],
  });
  const { user, address } = renderPage('/customers-book', { pages: [page], routes: routesOf(page), from: '/home' });
  await user.click(await screen.findByText('An Nguyễn'));
  await waitFor(() => expect(address()).toBe('/customers-book/1/show'));
  expect(await screen.findByText('04/03/1990')).toBeInTheDocument();
  expect(screen.getByText('Đang hoạt động')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await findDialog('Please confirm')).toHaveTextContent('Delete An Nguyễn?');
  await answerDialog(user, 'Confirm');
  await waitFor(() => expect(server.sent('DELETE', '/api/records/customers/1')).toHaveLength(1));
  // backOnDone: back to the list the record was opened from.
  await waitFor(() => expect(address()).toBe('/customers-book'));
  expect(server.rows('customers').map((row) => row.id)).toEqual([2]);
});

test("a record the read answers 404 for is said once, by react-admin's notification, and the view goes back to the list", async () => {
  const server = pageServer([], { customers: customers() });
  server.on('GET /api/records/customers', () => notFound());
  // react-admin logs every failed data call outside production builds: expected here, and nothing else.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { address } = open('/customers-book/99/show');
  expect(await screen.findByText('Element does not exist')).toBeInTheDocument();
  await waitFor(() => expect(address()).toBe('/customers-book'));
  expect(screen.queryByText('Data Not Found')).toBeNull();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  logged.mockRestore();
});

test('a record the read fails on (a server error) is said once, for what it is, and the view stays where it is', async () => {
  const server = pageServer([], { customers: customers() });
  server.on('GET /api/records/customers', () => ({ status: 500, body: { err: 500, message: 'internalServerError' } }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { address, queuedNotices } = open('/customers-book/2');
  expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(queuedNotices()).toBe(0);
  expect(screen.queryByText('Element does not exist')).toBeNull();
  expect(address()).toBe('/customers-book/2');
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  logged.mockRestore();
});

test('a text the server wrote as an instant (a sync time) reads as the form shows it, DD/MM/YYYY HH:mm in business time', async () => {
  pageServer([], { customers: [{ id: 1, name: 'An Nguyễn', status: 'active', note: '2026-11-23T03:05:00.000Z' }] });
  open('/customers-book/1/show');
  expect(await screen.findByText('23/11/2026 10:05')).toBeInTheDocument();
  expect(screen.queryByText('2026-11-23T03:05:00.000Z')).toBeNull();
});

describe('leaving a generated form with changes not saved (react-admin\'s guard, in its own router as in the app)', () => {
  const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
  const openEdit = () => renderPage('/customers-book/2', { pages: [smallDefinition()], routes: routesOf(smallDefinition()), dataRouter: true });

  test('asks first; declined, the form keeps what was typed', async () => {
    pageServer([], { customers: customers() });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, goTo, address } = openEdit();
    await user.type(await screen.findByDisplayValue('Bình Trần'), ' Văn');
    await goTo('/customers-book');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(address()).toBe('/customers-book/2');
    expect(screen.getByDisplayValue('Bình Trần Văn')).toBeInTheDocument();
    confirm.mockRestore();
  });

  test('after a save, leaves without asking', async () => {
    const server = pageServer([], { customers: customers() });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, goTo, address } = openEdit();
    await user.type(await screen.findByDisplayValue('Bình Trần'), ' Văn');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.sent('PATCH', '/api/records/customers/2')).toHaveLength(1));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await goTo('/customers-book');
    await waitFor(() => expect(address()).toBe('/customers-book'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  test('a create that opens its new record goes there without asking: what was typed is saved', async () => {
    pageServer([], { customers: [] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, address } = renderPage('/customers-book/create', { pages: [smallDefinition()], routes: routesOf(smallDefinition()), dataRouter: true });
    await user.type(await screen.findByLabelText('Họ tên (*)'), 'Dũng');
    await user.click(screen.getByRole('button', { name: 'Tạo' }));
    await waitFor(() => expect(address()).toBe('/customers-book/1001'));
    expect(await screen.findByDisplayValue('Dũng')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
