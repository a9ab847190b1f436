import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { pageEditor: 'Page Editor' },
      screens: {
        pageEditor: 'Page Editor',
      },
    },
  },
  vi: {
    app: {
      menu: { pageEditor: 'Chỉnh sửa trang' },
      screens: {
        pageEditor: 'Chỉnh sửa trang',
      },
    },
  },
};
