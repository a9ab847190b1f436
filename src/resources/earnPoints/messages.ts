import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { earnPoints: 'Earning Points' },
      screens: {
        earnPointHistory: 'Earning Points History',
      },
    },
  },
  vi: {
    app: {
      menu: { earnPoints: 'Tích điểm' },
      screens: {
        earnPointHistory: 'Lịch sử tích điểm',
      },
    },
  },
};
