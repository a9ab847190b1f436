import type { LoyaltyKind, SettlementStatus } from '../api/loyalty';

/**
 * The loyalty vocabulary in both languages, for the screens (merged into the catalogues as `app.loyalty.*`) and
 * for the files the server exports, so that a kind or a status reads the same on screen and in a file.
 */
// A type alias, not an interface: the catalogues' string-map types accept it.
export type LoyaltyTerms = {
  kinds: Record<LoyaltyKind, string>;
  statuses: Record<SettlementStatus, string>;
};

export const LOYALTY_TERMS: Record<'en' | 'vi', LoyaltyTerms> = {
  en: {
    kinds: { earn: 'Earned', redeem: 'Redeemed', expire: 'Expired', settle: 'Settled' },
    statuses: { requested: 'Requested', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' },
  },
  vi: {
    kinds: { earn: 'Tích điểm', redeem: 'Đổi điểm', expire: 'Hết hạn', settle: 'Quyết toán' },
    statuses: { requested: 'Đã yêu cầu', approved: 'Đã duyệt', paid: 'Đã thanh toán', rejected: 'Bị từ chối' },
  },
};
