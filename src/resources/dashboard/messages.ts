import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { dashboard: 'Dashboards' },
      screens: {
        dashboard: 'Dashboard',
      },
    },
  },
  vi: {
    app: {
      menu: { dashboard: 'Tổng quan' },
      screens: {
        dashboard: 'Tổng quan',
      },
    },
  },
};
