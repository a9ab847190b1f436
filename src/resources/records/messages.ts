import type { ScreenMessages } from '../screen';

/** The screen's titles, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        form: 'Form',
        list: 'List',
      },
    },
  },
  vi: {
    app: {
      screens: {
        form: 'Biểu mẫu',
        list: 'Danh sách',
      },
    },
  },
};
