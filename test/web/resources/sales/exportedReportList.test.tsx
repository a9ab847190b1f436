import { act, screen, waitFor, within } from '@testing-library/react';
import { EXPORT_POLL_MS } from '../../../../src/resources/exportedReports/ExportedReportList';
import { ok } from '../../support/api';
import { onPhone } from '../../support/onPhone';
import { renderSales } from './renderSales';
import { job, salesApi } from './salesFixtures';

/** /exportedReports: the jobs newest first, progress that follows a running job, failures, expiry, Download. */

const RUNNING = job({ status: 'running', progress: 40, rows: 400, size: null, finishedAt: null, expiresAt: null });

const saved: string[] = [];
let click: jest.SpyInstance;
beforeAll(() => {
  // jsdom has no object URLs; the download is the click on a link to one.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  localStorage.clear();
  saved.length = 0;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  click.mockRestore();
  jest.useRealTimers();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('a finished job: its file, kind, format, date, status, rows and size, in English and in Vietnamese', async () => {
  const api = salesApi();
  const first = renderSales('/exportedReports');
  await screen.findByText('transactions-2026-11-25.csv');
  const row = rowOf('transactions-2026-11-25.csv');
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'transactions-2026-11-25.csv', 'Transactions', 'CSV', '25/11/2026 10:00', 'Ready', '100%', '1,234', '1.5 MB', 'Download',
  ]);
  expect(within(row).getByRole('progressbar', { name: 'Progress of transactions-2026-11-25.csv' })).toHaveAttribute('aria-valuenow', '100');
  expect(api.sent('POST', '/api/report/exportedReports')[0].body).toEqual({ select: '', sort: [{ createdAt: 'desc' }], queryInput: '{}', limit: 20, skip: 0 });
  first.unmount();

  renderSales('/exportedReports', { locale: 'vi' });
  await screen.findByText('transactions-2026-11-25.csv');
  expect(screen.getByRole('heading', { level: 1, name: 'Danh sách tệp báo cáo đã xuất' })).toBeInTheDocument();
  const vietnamese = rowOf('transactions-2026-11-25.csv');
  expect(within(vietnamese).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'transactions-2026-11-25.csv', 'Giao dịch', 'CSV', '25/11/2026 10:00', 'Sẵn sàng', '100%', '1.234', '1,5 MB', 'Tải xuống',
  ]);
});

test('on a phone each job is one entry with its facts, and Download under it saves the file', async () => {
  const restore = onPhone();
  try {
    salesApi({
      'POST /api/report/downloadTicket': ok({ url: '/api/report/download/tk-phone' }),
      'GET /api/report/download/tk-phone': () => ({ body: 'Reference\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const { user } = renderSales('/exportedReports', { locale: 'vi' });
    const entry = (await screen.findByText('transactions-2026-11-25.csv')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    for (const fact of ['CSV', 'Giao dịch · 25/11/2026 10:00', 'Sẵn sàng', 'Số dòng: 1.234 · 1,5 MB']) {
      expect(within(entry).getByText(fact)).toBeInTheDocument();
    }
    expect(within(entry).getByRole('progressbar', { name: 'Tiến độ của transactions-2026-11-25.csv' })).toHaveAttribute('aria-valuenow', '100');
    await user.click(within(entry).getByRole('button', { name: 'Tải xuống transactions-2026-11-25.csv' }));
    await waitFor(() => expect(saved).toEqual(['transactions-2026-11-25.csv']));
  } finally {
    restore();
  }
});

test('while a job runs the list asks again, and the bar follows it to the end; then it stops asking', async () => {
  // The list asks every EXPORT_POLL_MS: a fake clock, so no test waits out the interval.
  jest.useFakeTimers();
  const answers = [ok([RUNNING], { count: 1 }), ok([{ ...RUNNING, progress: 70, rows: 700 }], { count: 1 }), ok([job()], { count: 1 })];
  const api = salesApi({ 'POST /api/report/exportedReports': () => answers.shift() ?? ok([job()], { count: 1 }) });
  renderSales('/exportedReports');
  const bar = await screen.findByRole('progressbar', { name: 'Progress of transactions-2026-11-25.csv' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(within(rowOf('transactions-2026-11-25.csv')).getByText('Being written')).toBeInTheDocument();
  expect(within(rowOf('transactions-2026-11-25.csv')).queryByRole('button', { name: /Download/ })).toBeNull();

  await act(() => jest.advanceTimersByTimeAsync(EXPORT_POLL_MS));
  await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progress of transactions-2026-11-25.csv' })).toHaveAttribute('aria-valuenow', '70'));
  await act(() => jest.advanceTimersByTimeAsync(EXPORT_POLL_MS));
  expect(await screen.findByRole('button', { name: 'Download transactions-2026-11-25.csv' })).toBeInTheDocument();
  expect(screen.getByText('Ready')).toBeInTheDocument();
  expect(api.sent('POST', '/api/report/exportedReports')).toHaveLength(3);
  // Every job has finished: a whole interval later, nothing more was asked.
  await act(() => jest.advanceTimersByTimeAsync(EXPORT_POLL_MS * 1.5));
  expect(api.sent('POST', '/api/report/exportedReports')).toHaveLength(3);
});

test('a failed job says why, an expired one says so; neither offers a download', async () => {
  salesApi({
    'POST /api/report/exportedReports': ok([
      job({ id: '11111111-1111-4111-8111-111111111111', fileName: 'failed.xlsx', format: 'xlsx', status: 'failed', progress: 35, error: 'app.exports.failures.database', size: null, expiresAt: null }),
      job({ id: '22222222-2222-4222-8222-222222222222', fileName: 'old.csv', expiresAt: '2026-11-20T03:00:00.000Z' }),
    ], { count: 2 }),
  });
  renderSales('/exportedReports');
  await screen.findByText('failed.xlsx');
  const failed = rowOf('failed.xlsx');
  // The server keeps the reason as a key: said in words.
  expect(within(failed).getByText('Failed: The data could not be read.')).toBeInTheDocument();
  expect(within(failed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  const expired = rowOf('old.csv');
  expect(within(expired).getByText('Expired. The file was removed on 20/11/2026; export again to get it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
});

test('Download asks for a ticket, fetches its one-use address and saves the file under its name', async () => {
  const api = salesApi({
    'POST /api/report/downloadTicket': ok({ url: '/api/report/download/tk-abc123?x=1' }),
    'GET /api/report/download/tk-abc123': () => ({
      body: '\uFEFFReference,Amount\r\nTX-0041,1234567\r\n',
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="other-name.csv"' },
    }),
  });
  const { user } = renderSales('/exportedReports');
  await user.click(await screen.findByRole('button', { name: 'Download transactions-2026-11-25.csv' }));
  await waitFor(() => expect(saved).toEqual(['transactions-2026-11-25.csv']));
  expect(api.sent('POST', '/api/report/downloadTicket').map((request) => request.body)).toEqual([{ id: job().id }]);
  expect(api.sent('GET', '/api/report/download/tk-abc123')[0].query).toEqual({ x: '1' });
});

test('a ticket to another site is never followed: the download says it failed', async () => {
  const api = salesApi({ 'POST /api/report/downloadTicket': ok({ url: 'https://elsewhere.example/api/report/download/tk-2' }) });
  const { user } = renderSales('/exportedReports');
  await user.click(await screen.findByRole('button', { name: 'Download transactions-2026-11-25.csv' }));
  expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  expect(api.requests.filter((request) => request.path.includes('tk-2'))).toHaveLength(0);
  expect(saved).toEqual([]);
});
