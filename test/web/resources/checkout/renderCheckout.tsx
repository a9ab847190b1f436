import type { CustomerCard, Receipt } from '../../../../src/api/checkout';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';
import CheckoutPage from '../../../../src/resources/checkout/CheckoutPage';
import SearchPhonePage from '../../../../src/resources/checkout/SearchPhonePage';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The cashier's two screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderCheckout = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/searchphone', SearchPhonePage, 'app.screens.searchPhone'],
  ['/checkout', CheckoutPage, 'app.screens.checkout'],
], path, options);

export const PHONE = '0901234567';

export const CARD: CustomerCard = {
  phone: PHONE, balance: 50, pointValue: 1_000, earnRatePercent: 10,
  recent: [
    { id: 3, createdAt: '2026-11-10T18:30:00.000Z', kind: 'redeem', points: -10, shopId: 1, shopName: 'Quận 1', transactionId: 9, reference: 'CK00000000000A' },
    { id: 2, createdAt: '2026-11-01T02:00:00.000Z', kind: 'earn', points: 20, shopId: 2, shopName: 'Thủ Đức', transactionId: 8, reference: 'TX0000000008' },
    { id: 1, createdAt: '2026-10-01T02:00:00.000Z', kind: 'expire', points: -5, shopId: null, shopName: null, transactionId: null, reference: null },
  ],
  vouchers: [{ id: 7, name: 'Giảm 20.000 ₫', value: 20_000, endsAt: '2026-12-31T16:59:59.000Z' }, { id: 8, name: 'Quà sinh nhật', value: 5_000, endsAt: null }],
};

export const RECEIPT: Receipt = {
  transactionId: 501, reference: 'CK1A2B3C4D5E6F', shopId: 1, shopName: 'Quận 1', serviceCode: 'QRPAY', phone: PHONE, amount: 100_000,
  voucherDiscount: 20_000, pointsDiscount: 10_000, paid: 70_000, pointsRedeemed: 10, pointsEarned: 7, balanceAfter: 47,
  voucherName: 'Giảm 20.000 ₫', createdAt: '2026-11-21T02:00:00.000Z',
};

/** searchPhone, checkoutShops and checkout, answered from the fixtures unless `routes` says otherwise. */
export const checkoutApi = (routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    'POST /api/loyalty/searchPhone': (request) => ok({ ...CARD, phone: (request.body as { phone: string }).phone }),
    'POST /api/loyalty/checkoutShops': ok([{ id: 1, name: 'Quận 1' }, { id: 2, name: 'Thủ Đức' }]),
    'POST /api/loyalty/checkout': ok(RECEIPT),
    ...routes,
  });
