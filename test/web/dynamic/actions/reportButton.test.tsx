import { screen, waitFor } from '@testing-library/react';
import { signInAs, userOf } from '../../support/users';
import { pageServer } from '../views/support/pageServer';
import { renderPage } from '../views/support/renderPage';
import { editPath, voucher, voucherPage } from './support/vouchers';

/**
 * Spec §3 button action report: the file is fetched with the session in the request's headers (never in the
 * url) and saved from a Blob; failures are said.
 */

const page = () =>
  voucherPage([
    { title: 'Export', mode: 'edit', action: 'report', url: '/api/reports/vouchers?code=#code#', icon: 'download' },
    { title: 'Export by api', mode: 'edit', action: 'report', api: 'list' },
    { title: 'Export elsewhere', mode: 'edit', action: 'report', url: '/reports/vouchers' },
  ]);

const CSV = 'id,code\n5,GRAB50K\n';
const saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];

beforeAll(() => {
  // jsdom has no object URLs; the download is the click on a link to one.
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:report-${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});

let click: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  saved.length = 0;
  blobs.length = 0;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => click.mockRestore());

test('a report is fetched with the session in its headers and saved under the name the server gives', async () => {
  signInAs(userOf('staff'));
  const server = pageServer([], { vouchers: [voucher({ code: 'A&B' })] });
  server.on('GET /api/reports/vouchers', () => ({
    body: CSV,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="../vouchers-5.csv"' },
  }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('A&B');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:report-1', download: 'vouchers-5.csv' }]));
  expect(await blobs[0].text()).toBe(CSV);
  const [request] = server.sent('GET', '/api/reports/vouchers');
  expect(request.query).toEqual({ code: 'A&B' });
  expect(request.headers.authorization).toBe('Bearer session-token');
  expect(JSON.stringify(request.query)).not.toContain('session-token');
});

test("a report button without a url downloads its api as a GET with page, api and the record's id", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/records/vouchers', (request) =>
    request.query.api === 'list'
      ? { body: CSV, headers: { 'Content-Type': 'text/csv' } }
      : { body: { err: 200, data: [voucher()] } },
  );
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export by api' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:report-1', download: 'report-80.csv' }]));
  expect(server.sent('GET', '/api/records/vouchers').at(-1)?.query).toEqual({ page: '80', api: 'list', id: '5' });
});

test('a failed report answer is said by the error catalogue, and nothing is saved', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/reports/vouchers', () => ({ status: 500, body: { err: 500, message: 'internalServerError' } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('a JSON answer is no file: nothing is saved and the user is told', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/reports/vouchers', () => ({ body: { err: 200, data: [] } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('The report could not be downloaded.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test("a report outside this site's /api is never fetched with the session: 'The report could not be downloaded.'", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export elsewhere' }));
  expect(await screen.findByText('The report could not be downloaded.')).toBeInTheDocument();
  expect(server.requests.filter((request) => request.path.includes('reports'))).toEqual([]);
  expect(saved).toEqual([]);
});

test("a network failure: 'The report could not be downloaded.'", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/reports/vouchers', () => Promise.reject(new TypeError('Failed to fetch')));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('The report could not be downloaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
});

test('too many reports (429) says how long to wait, and nothing is saved', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/reports/vouchers', () => ({
    status: 429,
    body: { err: 429, message: 'app.http.tooManyRequests', data: { retryAfterSeconds: 15 } },
    headers: { 'Retry-After': '15' },
  }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Too many requests. Please wait 15 seconds and try again.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
