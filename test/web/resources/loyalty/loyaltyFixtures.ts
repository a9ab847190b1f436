import type { EarnPointRow, SettlementRow } from '../../../../src/api/loyalty';
import type { LoyaltyRules } from '../../../../src/api/loyaltyRules';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';
import { job } from '../sales/salesFixtures';

/** Rows as the loyalty calls answer them (src/api/loyalty.ts), and a fake of those calls. */

export const EVENTS: EarnPointRow[] = [
  {
    id: 7, createdAt: '2026-11-03T02:15:00.000Z', customerPhone: '090****567', shopId: 3, shopName: 'Quận 1', transactionId: 41,
    transactionReference: 'TX-0041', points: 1_250, kind: 'earn',
  },
  {
    id: 8, createdAt: '2026-11-02T16:59:00.000Z', customerPhone: '038****321', shopId: null, shopName: null, transactionId: null,
    transactionReference: null, points: -20, kind: 'redeem',
  },
];

export const SETTLEMENTS: SettlementRow[] = [
  {
    id: 5, periodFrom: '2026-10-01', periodTo: '2026-10-31', points: 1_234, rate: 1_000, amount: 1_234_000, status: 'rejected',
    reason: 'Sai kỳ quyết toán', createdAt: '2026-11-01T03:00:00.000Z', decidedAt: '2026-11-02T04:30:00.000Z',
  },
  {
    id: 4, periodFrom: '2026-09-01', periodTo: '2026-09-30', points: 50, rate: 1_000, amount: 50_000, status: 'paid',
    reason: null, createdAt: '2026-10-01T03:00:00.000Z', decidedAt: '2026-10-03T03:00:00.000Z',
  },
];

export const RULES: LoyaltyRules = { earnRatePercent: 10, pointValue: 1_000, settlementRate: 1_000, expiryDays: 365, redeemExpiryDays: 90 };

export const loyaltyApi = (routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    'POST /api/loyalty/earnPointHistory': ok(EVENTS, { count: EVENTS.length }),
    'POST /api/loyalty/loyaltyRules': ok(RULES),
    'POST /api/report/findShopList': ok([{ id: 4, name: 'Thủ Đức', status: 'active' }, { id: 3, name: 'Quận 1', status: 'active' }], { count: 2 }),
    'POST /api/loyalty/exportEarnPointHistory': ok({ id: job().id, status: 'queued' }),
    'POST /api/loyalty/settlementPointHistory': ok(SETTLEMENTS, { count: SETTLEMENTS.length }),
    'POST /api/loyalty/exportSettlementPointHistory': ok({ id: job().id, status: 'queued' }),
    'POST /api/loyalty/settlementQuote': ok({ points: 42, events: 3, rate: 1_000, amount: 42_000 }),
    'POST /api/loyalty/settlementPoint': ok({ ...SETTLEMENTS[0], id: 6, status: 'requested', reason: null, decidedAt: null }),
    'POST /api/report/exportedReports': ok([job({ kind: 'earnPoints' })], { count: 1 }),
    ...routes,
  });
