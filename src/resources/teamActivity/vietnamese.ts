import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    screens: { teamActivity: 'Lịch sử bảo mật của nhóm' },
    teamActivity: {
      link: 'Lịch sử bảo mật của nhóm',
      sessions: {
        title: 'Phiên đăng nhập của nhóm',
        intro: 'Những nơi thành viên trong nhóm đang đăng nhập. Đăng xuất một người sẽ kết thúc mọi phiên của họ.',
        empty: 'Không có thành viên nào khác đang đăng nhập.',
        createdAt: 'Đăng nhập lúc',
        lastSeenAt: 'Hoạt động gần nhất',
        action: 'Thao tác',
        signOut: 'Đăng xuất',
        signOutNamed: 'Đăng xuất %{name} (%{client})',
        confirmTitle: 'Đăng xuất %{name}?',
        confirmText: 'Mọi phiên của người này sẽ kết thúc; họ sẽ phải đăng nhập lại.',
      },
    },
  },
};
