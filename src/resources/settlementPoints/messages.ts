import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { settlement: 'Points Settlement' },
      screens: {
        settlementPoint: 'Points Settlement',
        createSettlementPoint: 'New Points Settlement',
      },
    },
  },
  vi: {
    app: {
      menu: { settlement: 'Quyết toán điểm' },
      screens: {
        settlementPoint: 'Quyết toán điểm',
        createSettlementPoint: 'Tạo quyết toán điểm',
      },
    },
  },
};
