import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { PHONE_IMPORT_BATCH, VOUCHER_PHONE_MESSAGES, VOUCHER_PHONE_MODEL, type PhoneImportResult } from '../../../src/api/voucherPhones';
import { VOUCHER_MODEL } from '../../../src/api/vouchers';
import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { seedPages } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

type Row = { line: number; value: string };
const rowsOf = (values: readonly string[], first = 1): Row[] => values.map((value, index) => ({ line: first + index, value }));

describeEachDatabase('Voucher phone import', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let voucherCount = 0;

  /** A fresh voucher of `ownerId` (its code is what the import names). */
  const addVoucher = async (ownerId: number) => {
    voucherCount += 1;
    const code = `IMPORT${voucherCount}`;
    await context.database.db.insert(records).values({ ownerId, model: VOUCHER_MODEL, data: { code, name: `Ưu đãi ${voucherCount}` } });
    return code;
  };
  const post = (payload: unknown, headers = staff.headers) =>
    suite.app.inject({ method: 'POST', url: '/api/vouchers/phones/import', payload: payload as Record<string, unknown>, headers });
  const importRows = async (voucher: string, rows: Row[], headers = staff.headers): Promise<PhoneImportResult> => {
    const answer = await post({ voucher, rows }, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(VOUCHER_PHONE_MESSAGES.imported);
    return answer.json().data as PhoneImportResult;
  };
  /** The numbers page 45 lists for `voucher`, through the record store as the app reads them. */
  const listed = async (voucher: string, headers = staff.headers) => {
    const query = new URLSearchParams({ select: 'phone,voucher', queryInput: JSON.stringify({ voucher }), limit: '100' });
    const answer = await suite.app.inject({ url: `/api/records/${VOUCHER_PHONE_MODEL}?${query}`, headers });
    expect(answer.statusCode).toBe(200);
    return { count: answer.json().count as number, phones: (answer.json().data as { phone: string }[]).map((row) => row.phone).sort() };
  };

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
  });

  it('stores every Vietnamese mobile format in its 10-digit form, once', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    const result = await importRows(voucher, rowsOf([
      '0901234567', '+84901234568', '84901234569', '0901 234 570', '090.123.4571', '(090) 123-4572', '01681234567',
    ]));
    expect(result).toEqual({ added: 7, existing: 0, refused: [] });
    expect(await listed(voucher)).toEqual({
      count: 7, phones: ['0381234567', '0901234567', '0901234568', '0901234569', '0901234570', '0901234571', '0901234572'],
    });
  });

  it('refuses lines by number with their reason, counts duplicates in the batch and against earlier imports', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    expect(await importRows(voucher, [{ line: 2, value: '0912345678' }])).toEqual({ added: 1, existing: 0, refused: [] });
    const result = await importRows(voucher, [
      { line: 2, value: '0912345678' }, // imported before
      { line: 3, value: '0987654321' },
      { line: 4, value: '+84 98 765 4321' }, // the line above again
      { line: 5, value: '' },
      { line: 6, value: 'abc-xyz' },
      { line: 7, value: '0987' },
      { line: 8, value: '0241234567' },
    ]);
    expect(result).toEqual({
      added: 1, existing: 2,
      refused: [{ line: 5, problem: 'empty' }, { line: 6, problem: 'notANumber' }, { line: 7, problem: 'wrongLength' }, { line: 8, problem: 'notMobilePrefix' }],
    });
    expect(await listed(voucher)).toEqual({ count: 2, phones: ['0912345678', '0987654321'] });
  });

  it('adds nothing when the same file is imported again; the same number may be imported for another voucher', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    const file = rowsOf(['0901111111', '0902222222', 'x', '0903333333']);
    expect(await importRows(voucher, file)).toEqual({ added: 3, existing: 0, refused: [{ line: 3, problem: 'notANumber' }] });
    expect(await importRows(voucher, file)).toEqual({ added: 0, existing: 3, refused: [{ line: 3, problem: 'notANumber' }] });
    const other = await addVoucher(staff.account.ownerId);
    expect(await importRows(other, file.slice(0, 1))).toEqual({ added: 1, existing: 0, refused: [] });
    expect((await listed(voucher)).count).toBe(3);
  });

  it('imports a long paste in batches as the app sends them, one number once across batches', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    // 12,001 lines (three batches, the last a short one): 11,880 distinct numbers, 60 repeated beside their first,
    // 60 refused, and the first number again in the last batch.
    const values = Array.from({ length: 12_000 }, (_, index) => {
      if (index % 200 === 199) return 'không phải số';
      if (index % 200 === 198) return `09${String(index - 1).padStart(8, '0')}`;
      return `09${String(index).padStart(8, '0')}`;
    });
    values.push(values[0]);
    const total = { added: 0, existing: 0, refused: 0 };
    for (let first = 0; first < values.length; first += PHONE_IMPORT_BATCH) {
      const result = await importRows(voucher, rowsOf(values.slice(first, first + PHONE_IMPORT_BATCH), first + 1));
      total.added += result.added;
      total.existing += result.existing;
      total.refused += result.refused.length;
    }
    expect(total).toEqual({ added: 11_880, existing: 61, refused: 60 });
    expect((await listed(voucher)).count).toBe(11_880);
  });

  it("does not import into another tenant's voucher, nor list its numbers", async () => {
    const other = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, other.account.ownerId);
    const othersVoucher = await addVoucher(other.account.ownerId);
    await importRows(othersVoucher, rowsOf(['0909999999']), other.headers);

    const answer = await post({ voucher: othersVoucher, rows: rowsOf(['0901234567']) });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ err: 404, message: VOUCHER_PHONE_MESSAGES.voucherNotFound, data: { field: 'voucher' } });
    expect(await listed(othersVoucher)).toEqual({ count: 0, phones: [] });
    expect(await listed(othersVoucher, other.headers)).toEqual({ count: 1, phones: ['0909999999'] });
  });

  it('refuses an unknown voucher (404 naming it), a body without rows or with too many (400 naming the field)', async () => {
    const missing = await post({ voucher: 'KHONGCO', rows: rowsOf(['0901234567']) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toEqual({ field: 'voucher' });
    const voucher = await addVoucher(staff.account.ownerId);
    for (const [payload, field] of [
      [{ voucher, rows: [] }, 'rows'],
      [{ voucher, rows: rowsOf(Array.from({ length: PHONE_IMPORT_BATCH + 1 }, () => '0901234567')) }, 'rows'],
      [{ voucher: '', rows: rowsOf(['0901234567']) }, 'voucher'],
      [{ voucher, rows: [{ line: 0, value: '0901234567' }] }, 'rows.0.line'],
    ] as const) {
      const answer = await post(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data.field).toBe(field);
    }
  });

  it('refuses a user whose role lacks approvevouchers (403), and callers without a session (401)', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const forbidden = await post({ voucher, rows: rowsOf(['0901234567']) }, merchant.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ err: 403, message: AUTH_MESSAGES.forbidden, data: null });
    expect((await post({ voucher, rows: rowsOf(['0901234567']) }, {})).statusCode).toBe(401);
    expect(await listed(voucher)).toEqual({ count: 0, phones: [] });
  });

  it('refuses a second record of the same number and voucher through the record store (400 naming phone)', async () => {
    const voucher = await addVoucher(staff.account.ownerId);
    const create = (phone: string) => suite.app.inject({
      method: 'POST', url: `/api/records/${VOUCHER_PHONE_MODEL}`, headers: staff.headers, payload: { phone, voucher },
    });
    expect((await create('0901234567')).statusCode).toBe(200);
    const again = await create('+84 90 123 4567');
    expect(again.statusCode).toBe(400);
    expect(again.json().data.field).toBe('phone');
    expect(await listed(voucher)).toEqual({ count: 1, phones: ['0901234567'] });
  });
});
