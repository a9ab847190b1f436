import type { ScreenMessages } from '../screen';

/** The screen's titles, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        profile: 'Profile',
      },
    },
  },
  vi: {
    app: {
      screens: {
        profile: 'Hồ sơ',
      },
    },
  },
};
