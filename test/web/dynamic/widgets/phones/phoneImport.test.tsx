import { screen, waitFor, within } from '@testing-library/react';
import { voucherPhonesPage } from '../../../../../server/db/demo/pages';
import type { PhoneImportRefusal } from '../../../../../src/api/voucherPhones';
import { readVnMobile } from '../../../../../src/core/phone';
import type { SentRequest } from '../../../support/api';
import { ok } from '../../../support/api';
import { definitionIn, definitionOf } from '../../views/support/definitions';
import { pageServer } from '../../views/support/pageServer';
import { answerDialog, findDialog, renderPage } from '../../views/support/renderPage';

const VOUCHERS = [{ id: 5, code: 'GRAB50K', name: 'Grab giảm 50K' }, { id: 6, code: 'HL20', name: 'Highlands 20%' }];
const importPath = (code: string) => `/form?page=45&mode=import&embed=${encodeURIComponent(JSON.stringify({ voucher: code }))}`;

/** The fake server with the import call answering as the real one: numbers once per voucher, refusals by line. */
const importServer = () => {
  const server = pageServer([], { 'partner-vouchers': VOUCHERS });
  const stored = new Set<string>();
  server.on('POST /api/vouchers/phones/import', (sent: SentRequest) => {
    const { voucher, rows } = sent.body as { voucher: string; rows: { line: number; value: string }[] };
    let added = 0;
    let existing = 0;
    const refused: PhoneImportRefusal[] = [];
    for (const { line, value } of rows) {
      const reading = readVnMobile(value);
      if (!reading.ok) refused.push({ line, problem: reading.problem });
      else if (stored.has(`${voucher}|${reading.phone}`)) existing += 1;
      else {
        stored.add(`${voucher}|${reading.phone}`);
        added += 1;
      }
    }
    return ok({ added, existing, refused });
  });
  return server;
};

const batches = (server: ReturnType<typeof pageServer>) => server.sent('POST', '/api/vouchers/phones/import');

test('pasted numbers are imported for the voucher of the link (fixed, by code and name); the result names refused lines', async () => {
  const server = importServer();
  const { user } = renderPage(importPath('GRAB50K'), { pages: [definitionIn(voucherPhonesPage, 'vi')], locale: 'vi' });
  const voucher = await screen.findByLabelText('Mã ưu đãi (*)');
  await waitFor(() => expect(voucher).toHaveValue('GRAB50K — Grab giảm 50K'));
  expect(voucher).toHaveAttribute('readonly');
  // Two ways in, each its own section: the one number's required mark belongs to its section, not to the import.
  const many = screen.getByRole('region', { name: 'Nhiều số cùng lúc' });
  const one = screen.getByRole('region', { name: 'Thêm một số' });
  expect(within(many).getByLabelText('Dán nhiều số')).toBeInTheDocument();
  expect(within(many).queryByText('*')).toBeNull();
  expect(within(one).getByLabelText('Số điện thoại (*)')).toBeRequired();
  await user.type(screen.getByLabelText('Dán nhiều số'), '0901234567{enter}+84 90 123 4567, abc{enter}0241234567{enter}0912345678');
  await user.click(screen.getByRole('button', { name: 'Nhập các số đã dán' }));
  expect(await screen.findByText('Đã thêm 2, đã có 1, bị từ chối 2.')).toBeInTheDocument();
  const refused = screen.getByRole('region', { name: 'Các dòng bị từ chối' });
  expect(within(refused).getByText('Dòng 2: Không phải số điện thoại')).toBeInTheDocument();
  expect(within(refused).getByText('Dòng 3: Không phải số di động Việt Nam (03, 05, 07, 08, 09)')).toBeInTheDocument();
  expect(screen.getByText('5 / 5')).toBeInTheDocument();
  expect(batches(server)).toHaveLength(1);
  expect(batches(server)[0].body).toEqual({
    voucher: 'GRAB50K',
    rows: [
      { line: 1, value: '0901234567' }, { line: 2, value: '+84 90 123 4567' }, { line: 2, value: 'abc' },
      { line: 3, value: '0241234567' }, { line: 4, value: '0912345678' },
    ],
  });
  // The same list again adds nothing.
  await user.click(screen.getByRole('button', { name: 'Nhập các số đã dán' }));
  expect(await screen.findByText('Đã thêm 0, đã có 3, bị từ chối 2.')).toBeInTheDocument();
});

test('a CSV file of 12,000 lines goes in batches of 5,000 with the progress in grouped numbers (English)', async () => {
  const server = importServer();
  const { user } = renderPage(importPath('HL20'), { pages: [definitionOf(voucherPhonesPage)] });
  await waitFor(() => expect(screen.getByLabelText('Voucher code (*)')).toHaveValue('HL20 — Highlands 20%'));
  const lines = Array.from({ length: 12_000 }, (_, index) => (index === 7 ? 'không' : `09${String(index).padStart(8, '0')}`));
  const file = new File([`phone\n${lines.join('\n')}\n`], 'khach-hang.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Import a CSV or XLSX file'), file);
  // The progress is shown while the batches go, and says where it stands at the end.
  expect(await screen.findByText('Added 11,999, already there 0, refused 1.')).toBeInTheDocument();
  expect(screen.getByText('12,000 / 12,000')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByText('Line 9: Not a phone number')).toBeInTheDocument();
  expect(batches(server).map((sent) => (sent.body as { rows: unknown[] }).rows.length)).toEqual([5000, 5000, 2000]);
  expect((batches(server)[2].body as { rows: { line: number }[] }).rows[1999].line).toBe(12_001);
});

test('a failed batch stops the import; Retry sends it again and goes on', async () => {
  const server = importServer();
  let failures = 1;
  server.on('POST /api/vouchers/phones/import', () => {
    if (failures > 0) {
      failures -= 1;
      return { status: 503, body: { err: 503, message: 'serviceUnavailable', data: null } };
    }
    return ok({ added: 1, existing: 0, refused: [] });
  });
  const { user } = renderPage(importPath('GRAB50K'), { pages: [definitionOf(voucherPhonesPage)] });
  await user.type(await screen.findByLabelText('Paste many numbers'), '0901234567');
  await user.click(screen.getByRole('button', { name: 'Import the pasted numbers' }));
  expect(await screen.findByText(/The import stopped at line 1/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Added 1, already there 0, refused 0.')).toBeInTheDocument();
  expect(batches(server)).toHaveLength(2);
});

test('from the menu (create) the voucher is picked by code or name; a phone that is not a mobile is refused', async () => {
  const server = importServer();
  const { user } = renderPage('/form?page=45&mode=create', { pages: [definitionIn(voucherPhonesPage, 'vi')], locale: 'vi' });
  const picker = await screen.findByRole('combobox', { name: 'Mã ưu đãi (*)' });
  expect(screen.getByText('Hãy chọn ưu đãi trước.')).toBeInTheDocument();
  await user.type(picker, 'HL');
  await user.click(await screen.findByRole('option', { name: 'HL20 — Highlands 20%' }));
  expect(picker).toHaveValue('HL20 — Highlands 20%');
  expect(screen.queryByText('Hãy chọn ưu đãi trước.')).toBeNull();
  await user.type(screen.getByLabelText('Số điện thoại (*)'), 'abc-xyz');
  await user.click(screen.getByRole('button', { name: 'Lưu số điện thoại' }));
  expect(await findDialog('Thông báo')).toBeInTheDocument();
  await answerDialog(user, 'Đóng');
  expect(await screen.findByText('Số điện thoại: Không phải số điện thoại')).toBeInTheDocument();
  expect(server.sent('POST', '/api/records/voucher-phones')).toEqual([]);
  await user.clear(screen.getByLabelText('Số điện thoại (*)'));
  await user.type(screen.getByLabelText('Số điện thoại (*)'), '0241234567');
  expect(await screen.findByText('Số điện thoại: Không phải số di động Việt Nam (03, 05, 07, 08, 09)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Số điện thoại (*)'));
  await user.type(screen.getByLabelText('Số điện thoại (*)'), '0901 234 567');
  await user.click(screen.getByRole('button', { name: 'Lưu số điện thoại' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/voucher-phones')).toHaveLength(1));
  expect(server.sent('POST', '/api/records/voucher-phones')[0].body).toEqual({ voucher: 'HL20', phone: '0901 234 567' });
});

test('Stop ends the import after the batch in flight and says how far it went', async () => {
  const server = importServer();
  let release: () => void = () => undefined;
  server.on('POST /api/vouchers/phones/import', (sent: SentRequest) =>
    new Promise((resolve) => {
      release = () => resolve(ok({ added: (sent.body as { rows: unknown[] }).rows.length, existing: 0, refused: [] }));
    }));
  const { user } = renderPage(importPath('GRAB50K'), { pages: [definitionOf(voucherPhonesPage)] });
  const lines = Array.from({ length: 12_000 }, (_, index) => `09${String(index).padStart(8, '0')}`);
  await user.upload(await screen.findByLabelText('Import a CSV or XLSX file'), new File([lines.join('\n')], 'a.csv', { type: 'text/csv' }));
  await user.click(await screen.findByRole('button', { name: 'Stop after this batch' }));
  // The first batch is in flight: it is answered, and no other is sent.
  await waitFor(() => expect(batches(server)).toHaveLength(1));
  release();
  expect(await screen.findByText(/Stopped: 5,000 of 12,000 lines were imported\./)).toBeInTheDocument();
  expect(screen.getByText(/Added 5,000, already there 0, refused 0\./)).toBeInTheDocument();
  expect(batches(server)).toHaveLength(1);
});
