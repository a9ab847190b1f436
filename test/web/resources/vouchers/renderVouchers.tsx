import type { VoucherDetail, VoucherHistory } from '../../../../src/api/vouchers';
import ApprovePage from '../../../../src/resources/vouchers/ApprovePage';
import ReviewPage from '../../../../src/resources/vouchers/ReviewPage';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The review and approval screens as the shell mounts them. */
export const renderVouchers = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/voucherReview', ReviewPage, 'app.screens.voucherReview'],
  ['/voucherApprove', ApprovePage, 'app.screens.voucherApprove'],
], path, options);

export const VOUCHER: VoucherDetail = {
  id: 12, code: 'GIAM 50K&1', name: 'Giảm 50.000đ', value: '50.000đ', exchangePoint: 500, startDate: '2026-11-01', endDate: '2026-12-31',
  description: 'Áp dụng cho hoá đơn từ 200.000đ', hotLine: '1900 1234', state: 'submitted', reason: null, approval: null,
};

export const HISTORY: VoucherHistory = {
  rows: [
    { id: 2, from: 'submitted', to: 'rejected', reason: 'Ảnh mờ', at: '2026-11-21T02:15:00.000Z', user: { id: 3, name: 'Nguyễn Văn A', phone: '0912345678' } },
    { id: 1, from: null, to: 'submitted', reason: null, at: '2026-11-20T17:30:00.000Z', user: null },
  ],
};

/** The voucher 12 and its history, answered from `voucher` unless `routes` says otherwise. */
export const vouchersApi = (voucher: VoucherDetail = VOUCHER, routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    'GET /api/vouchers/12': ok(voucher),
    'GET /api/vouchers/12/history': ok(HISTORY),
    ...routes,
  });
