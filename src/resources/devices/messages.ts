import type { ScreenMessages } from '../screen';

/** The screen's titles, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        deviceCreate: 'New Device',
      },
    },
  },
  vi: {
    app: {
      screens: {
        deviceCreate: 'Thêm thiết bị',
      },
    },
  },
};
