import { describeEachDatabase } from '../support/databases';
import { seedPages } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const VOUCHERS = '/api/records/partner-vouchers';
const PARTNERS = '/api/records/partners';

/** A voucher of the demo page 60 that breaks none of its rules; the suite's today is 2026-11-21 in Ho Chi Minh City. */
const voucher = (extra: Record<string, unknown> = {}) => ({
  code: 'RULES01', name: 'Ưu đãi thử', partnerId: 1, startDate: '2026-12-01', endDate: '2026-12-31', ...extra,
});

describeEachDatabase('record store: the rules of the definition', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let otherTenant: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
    await seedPages(context.database, otherTenant.account.ownerId);
  });

  const call = (who: SignedIn, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method, url, headers: who.headers, payload });

  it('refuses an end date before the start date, naming the field, the problem and the other field', async () => {
    const response = await call(staff, 'POST', VOUCHERS, voucher({ startDate: '2026-12-10', endDate: '2026-12-09' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'invalidParam',
      data: {
        field: 'endDate',
        errors: [{ field: 'endDate', problem: 'notBefore', args: { other: 'Start date', otherField: 'startDate' }, message: 'End date: must not be before Start date' }],
      },
    });
    // The same day is allowed (>=).
    expect((await call(staff, 'POST', VOUCHERS, voucher({ code: 'SAMEDAY', startDate: '2026-12-10', endDate: '2026-12-10' }))).statusCode).toBe(200);
  });

  it('refuses negative points and names every broken field at once', async () => {
    const response = await call(staff, 'POST', VOUCHERS, voucher({ exchangePoint: -5, startDate: '2026-12-10', endDate: '2026-12-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      expect.objectContaining({ field: 'exchangePoint', problem: 'belowMin', args: { min: 0 } }),
      expect.objectContaining({ field: 'endDate', problem: 'notBefore' }),
    ]);
    expect((await call(staff, 'POST', VOUCHERS, voucher({ code: 'ZERO', exchangePoint: 0 }))).statusCode).toBe(200);
  });

  it('keeps money as whole đồng (a fraction or a negative amount refused) and exports it as the screen writes it', async () => {
    const fraction = await call(staff, 'POST', VOUCHERS, voucher({ code: 'MONEY1', minOrder: 150000.5 }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().data.errors).toEqual([expect.objectContaining({ field: 'minOrder', problem: 'wholeNumber' })]);
    const negative = await call(staff, 'POST', VOUCHERS, voucher({ code: 'MONEY1', minOrder: -1 }));
    expect(negative.json().data.errors).toEqual([expect.objectContaining({ field: 'minOrder', problem: 'belowMin' })]);
    expect((await call(staff, 'POST', VOUCHERS, voucher({ code: 'MONEY1', minOrder: '1500000' }))).statusCode).toBe(200);
    const exported = (locale: string) => suite.app.inject({
      url: `/api/reports/partner-vouchers?${new URLSearchParams({ columns: 'code,minOrder', queryInput: JSON.stringify({ code: 'MONEY1' }), locale })}`,
      headers: staff.headers,
    });
    const lines = async (locale: string) => (await exported(locale)).body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(await lines('vi')).toEqual(['Mã ưu đãi,Đơn hàng tối thiểu', 'MONEY1,1.500.000 ₫']);
    expect(await lines('en')).toEqual(['Voucher code,Minimum order', 'MONEY1,"₫1,500,000"']);
  });

  it('refuses a new active voucher that has already ended, with the definition’s message key; not an edit of an old one', async () => {
    const response = await call(staff, 'POST', VOUCHERS, voucher({ startDate: '2026-11-01', endDate: '2026-11-20' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      expect.objectContaining({ field: 'endDate', problem: 'past', messageKey: 'app.records.rules.expiredActive' }),
    ]);
    // Ending today is still usable today.
    const today = await call(staff, 'POST', VOUCHERS, voucher({ code: 'TODAY', startDate: '2026-11-01', endDate: '2026-11-21' }));
    expect(today.statusCode).toBe(200);
    // Once it exists, editing it after its end is no new voucher: the state rule is for create only.
    const edited = await call(staff, 'PATCH', `${VOUCHERS}/${today.json().data.id}`, { endDate: '2026-11-15', name: 'Đã hết hạn' });
    expect(edited.statusCode).toBe(200);
  });

  it('refuses a partner code another partner of the owner has, whatever its case, and lets each keep its own', async () => {
    const first = await call(staff, 'POST', PARTNERS, { name: 'Highlands', code: 'HIGHLANDS' });
    expect(first.statusCode).toBe(200);
    const duplicate = await call(staff, 'POST', PARTNERS, { name: 'Highlands 2', code: 'highlands' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().data).toEqual({
      field: 'code',
      errors: [{ field: 'code', problem: 'notUnique', args: {}, messageKey: 'app.records.rules.partnerCodeTaken', message: 'Partner code: is already used by another record' }],
    });
    // Saving a partner with its own code is no clash; another owner may use the same code.
    expect((await call(staff, 'PATCH', `${PARTNERS}/${first.json().data.id}`, { name: 'Highlands Coffee', code: 'HIGHLANDS' })).statusCode).toBe(200);
    expect((await call(otherTenant, 'POST', PARTNERS, { name: 'Highlands', code: 'HIGHLANDS' })).statusCode).toBe(200);
    const second = await call(staff, 'POST', PARTNERS, { name: 'Phúc Long', code: 'PHUCLONG' });
    const renamed = await call(staff, 'PATCH', `${PARTNERS}/${second.json().data.id}`, { code: 'Highlands' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().data.field).toBe('code');
  });

  it('lets only one of two simultaneous saves take a code', async () => {
    const answers = await Promise.all([
      call(staff, 'POST', PARTNERS, { name: 'A', code: 'RACE' }),
      call(staff, 'POST', PARTNERS, { name: 'B', code: 'RACE' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
