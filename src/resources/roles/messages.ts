import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { roles: 'Roles & Permission' },
      screens: {
        userRoles: 'Roles & Permission',
        roleCreate: 'New Role',
      },
    },
  },
  vi: {
    app: {
      menu: { roles: 'Vai trò & Phân quyền' },
      screens: {
        userRoles: 'Vai trò & Phân quyền',
        roleCreate: 'Tạo vai trò',
      },
    },
  },
};
