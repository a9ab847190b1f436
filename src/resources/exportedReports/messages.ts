import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { exportedReports: 'Exports Report File List' },
      screens: {
        exportedReports: 'Exports Report File List',
      },
    },
  },
  vi: {
    app: {
      menu: { exportedReports: 'Danh sách tệp báo cáo đã xuất' },
      screens: {
        exportedReports: 'Danh sách tệp báo cáo đã xuất',
      },
    },
  },
};
