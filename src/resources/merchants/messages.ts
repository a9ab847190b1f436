import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { merchantInfo: 'Merchant Information' },
      screens: {
        merchants: 'Merchant Information',
      },
    },
  },
  vi: {
    app: {
      menu: { merchantInfo: 'Thông tin đối tác' },
      screens: {
        merchants: 'Thông tin đối tác',
      },
    },
  },
};
