import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { shops: 'Shop Management' },
      screens: {
        shops: 'Shop Management',
        shopDetail: 'Shop Detail',
        shopCreate: 'New Shop',
        shopEdit: 'Edit Shop',
        shopExport: 'Export Shops',
      },
    },
  },
  vi: {
    app: {
      menu: { shops: 'Quản lý cửa hàng' },
      screens: {
        shops: 'Quản lý cửa hàng',
        shopDetail: 'Chi tiết cửa hàng',
        shopCreate: 'Tạo cửa hàng',
        shopEdit: 'Sửa cửa hàng',
        shopExport: 'Xuất danh sách cửa hàng',
      },
    },
  },
};
