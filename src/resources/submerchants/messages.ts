import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { employees: 'Employee Management' },
      screens: {
        submerchants: 'Employee Management',
        submerchantCreate: 'New Employee',
        submerchantEdit: 'Edit Employee',
        submerchantDetail: 'Employee Detail',
      },
    },
  },
  vi: {
    app: {
      menu: { employees: 'Quản lý nhân viên' },
      screens: {
        submerchants: 'Quản lý nhân viên',
        submerchantCreate: 'Thêm nhân viên',
        submerchantEdit: 'Sửa nhân viên',
        submerchantDetail: 'Chi tiết nhân viên',
      },
    },
  },
};
