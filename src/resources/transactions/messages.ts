import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { transactionHistory: 'Transaction History' },
      screens: {
        transactionHistory: 'Transaction History',
        transactionDetail: 'Transaction Detail',
      },
    },
  },
  vi: {
    app: {
      menu: { transactionHistory: 'Lịch sử giao dịch' },
      screens: {
        transactionHistory: 'Lịch sử giao dịch',
        transactionDetail: 'Chi tiết giao dịch',
      },
    },
  },
};
