import AdminApp from '../../../../src/app/AdminApp';
import { render, screen } from '@testing-library/react';
import { type Answer, type Handler, mockApi, ok } from '../../support/api';

export const INFO = {
  code: 'DEMO01', name: 'Demo Merchant JSC', status: 'active', taxCode: '0316789012', address: '45 Hai Bà Trưng',
  provinceCode: '79', districtCode: '760', wardCode: '26734', contactName: 'Nguyễn Văn An', contactPhone: '0901234567', contactEmail: 'merchant@demo.local',
};
export const BALANCE = { available: 8_900_000, pending: 150_000, held: 250_000, currency: 'VND' };
export const CHANNELS = [
  { id: 1, code: 'CARD', name: 'International cards', feeRateBp: 220, feeFixed: 1_100, enabled: true },
  { id: 2, code: 'QRPAY', name: 'VietQR', feeRateBp: 60, feeFixed: 0, enabled: false },
];
export const ACCOUNTS = [
  { id: 11, bankCode: 'VCB', bankName: 'Vietcombank', accountNumberMasked: '•••• 4567', holderName: 'CONG TY DEMO', verified: true },
  { id: 12, bankCode: 'TCB', bankName: 'Techcombank', accountNumberMasked: '•••• 6778', holderName: 'CONG TY DEMO', verified: true },
  { id: 13, bankCode: 'ACB', bankName: 'ACB', accountNumberMasked: '•••• 3579', holderName: 'NGUYEN VAN AN', verified: false },
];
export const TRANSFER = {
  id: '6f1c1e0a-3c55-4f0e-9a51-7d1f4a0c2b11', bankAccountId: 11, bankName: 'Vietcombank', accountNumberMasked: '•••• 4567', amount: 1_500_000,
  note: 'Tháng 11', status: 'completed', createdAt: '2026-11-20T03:04:00.000Z', expiresAt: '2026-11-20T03:09:00.000Z', completedAt: '2026-11-20T03:05:00.000Z',
  factors: [] as string[],
};
export const TRANSFERS = [
  TRANSFER,
  { ...TRANSFER, id: '0b7a9d55-1c9e-4d1a-8f1e-2b3c4d5e6f70', amount: 300_000, note: '', status: 'expired', completedAt: null },
];
export const LIMITS = { min: 10_000, dailyLimit: 500_000_000, usedToday: 1_500_000, codeMinutes: 5 };

const list = (rows: unknown[]) => ok(rows, { count: rows.length });

export const moneyApi = (overrides: Record<string, Handler | Answer> = {}) =>
  mockApi({
    'POST /api/merchant/merchantInfo': ok(INFO),
    'POST /api/merchant/merchantBalance': ok(BALANCE),
    'POST /api/merchant/findChannels': list(CHANNELS),
    'POST /api/transaction/listBankAccountsByUser': list(ACCOUNTS),
    'POST /api/transaction/findTransfers': list(TRANSFERS),
    'POST /api/transaction/transferLimits': ok(LIMITS),
    ...overrides,
  });

export const openMerchants = async (locale: 'en' | 'vi' = 'en') => {
  localStorage.setItem('locale', locale);
  window.history.replaceState(null, '', '#/merchants');
  render(<AdminApp onLeave={jest.fn()} />);
  await screen.findByRole('heading', { name: locale === 'vi' ? 'Thông tin đối tác' : 'Merchant Information', level: 1 });
};

/** The section named by its heading. */
export const section = (name: string) => screen.findByRole('region', { name });
