import type { ScreenMessages } from '../screen';

/** The screen's titles, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        permission: 'Permission',
        permissionUserRoles: 'User Roles',
        userPermission: 'User Permissions',
        permissions: 'Permissions',
      },
    },
  },
  vi: {
    app: {
      screens: {
        permission: 'Phân quyền',
        permissionUserRoles: 'Vai trò người dùng',
        userPermission: 'Quyền của người dùng',
        permissions: 'Danh sách quyền',
      },
    },
  },
};
