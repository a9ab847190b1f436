import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { voucherApprove: 'Voucher Approval' },
      screens: {
        voucherApprove: 'Voucher Approval',
      },
    },
  },
  vi: {
    app: {
      menu: { voucherApprove: 'Duyệt ưu đãi' },
      screens: {
        voucherApprove: 'Duyệt ưu đãi',
      },
    },
  },
};
