import type { ExportJob, TransactionDetail, TransactionRow } from '../../../../src/api/sales';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';

/** Rows and jobs as the sales calls answer them (src/api/sales.ts), and a fake of those calls. */

export const ROWS: TransactionRow[] = [
  {
    id: 41, reference: 'TX-0041', createdAt: '2026-11-03T02:15:00.000Z', amount: 1_234_567, fee: 12_346, status: 'success',
    type: 'payment', serviceCode: 'QRPAY', shopId: 3, shopName: 'Quận 1', userId: 7, userName: 'Trần Thị Bình',
  },
  {
    id: 42, reference: 'TX-0042', createdAt: '2026-11-02T16:59:00.000Z', amount: 50_000, fee: 0, status: 'failed',
    type: 'refund', serviceCode: 'CARD', shopId: null, shopName: null, userId: null, userName: null,
  },
];

export const job = (overrides: Partial<ExportJob> = {}): ExportJob => ({
  id: '6f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d', kind: 'transactions', format: 'csv', status: 'done', progress: 100, rows: 1_234,
  size: 1_572_864, fileName: 'transactions-2026-11-25.csv', error: null, createdAt: '2026-11-25T03:00:00.000Z',
  finishedAt: '2026-11-25T03:01:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z', ...overrides,
});

export const DETAIL: TransactionDetail = { ...ROWS[0], netAmount: 1_222_221, shopAddress: '12 Lê Lợi, Quận 1', shopPhone: '0281234567', userPhone: '0912345678' };

/** The JSON `queryInput` of a list call, parsed. */
export const queryInputOf = (request: SentRequest | undefined): unknown => JSON.parse(String((request?.body as { queryInput?: string } | undefined)?.queryInput));

/** findTransactions, the filters' choices, detailTransaction, exportTransactions and exportedReports. */
export const salesApi = (routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    'POST /api/report/findTransactions': ok(ROWS, { count: ROWS.length }),
    'POST /api/report/findServiceList': ok([{ code: 'QRPAY' }, { code: 'CARD' }, { code: 'NEWSVC' }]),
    'POST /api/report/findShopList': ok([{ id: 4, name: 'Thủ Đức', status: 'active' }, { id: 3, name: 'Quận 1', status: 'active' }], { count: 2 }),
    'POST /api/report/detailTransaction': ok(DETAIL),
    'POST /api/report/exportTransactions': ok({ id: job().id, status: 'queued' }),
    'POST /api/report/exportedReports': ok([job()], { count: 1 }),
    ...routes,
  });
