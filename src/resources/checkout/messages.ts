import type { ScreenMessages } from '../screen';

/** The screen's titles, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        checkout: 'Checkout',
        searchPhone: 'Search by Phone Number',
      },
    },
  },
  vi: {
    app: {
      screens: {
        checkout: 'Thanh toán',
        searchPhone: 'Tìm theo số điện thoại',
      },
    },
  },
};
