import type { TransactionStatus, TransactionType } from '../api/sales';

/**
 * The names of the sales vocabulary in both languages, for the screens (merged into the catalogues as
 * `app.sales.*`) and for the files the server exports, so that a status reads the same on screen and in a file.
 */
// A type alias, not an interface: the catalogues' string-map types accept it.
export type SalesTerms = {
  services: Record<string, string>;
  statuses: Record<TransactionStatus, string>;
  types: Record<TransactionType, string>;
};

export const SALES_TERMS: Record<'en' | 'vi', SalesTerms> = {
  en: {
    services: { QRPAY: 'QR payment', CARD: 'Card payment', TOPUP: 'Mobile top-up', BILL: 'Bill payment', VOUCHER: 'Voucher' },
    statuses: { success: 'Successful', pending: 'Pending', failed: 'Failed' },
    types: { payment: 'Payment', refund: 'Refund', topup: 'Top-up', withdraw: 'Withdrawal' },
  },
  vi: {
    services: { QRPAY: 'Thanh toán QR', CARD: 'Thanh toán thẻ', TOPUP: 'Nạp tiền điện thoại', BILL: 'Thanh toán hoá đơn', VOUCHER: 'Ưu đãi' },
    statuses: { success: 'Thành công', pending: 'Đang xử lý', failed: 'Thất bại' },
    types: { payment: 'Thanh toán', refund: 'Hoàn tiền', topup: 'Nạp tiền', withdraw: 'Rút tiền' },
  },
};

/** A service's name, or its code when it has none yet (a new service the catalogue does not know). */
export const serviceName = (code: string, locale: string): string =>
  SALES_TERMS[locale === 'vi' ? 'vi' : 'en'].services[code] ?? code;
