import type { ScreenMessages } from '../screen';

/** /team-activity's title and the texts of the team's sessions, in both languages (the history's are app.activity). */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: { teamActivity: 'Team security history' },
      teamActivity: {
        link: 'Team security history',
        sessions: {
          title: 'Team sessions',
          intro: 'Where the people of your team are signed in now. Signing a person out ends all their sessions.',
          empty: 'Nobody else of your team is signed in.',
          createdAt: 'Signed in',
          lastSeenAt: 'Last active',
          action: 'Action',
          signOut: 'Sign out',
          signOutNamed: 'Sign out %{name} (%{client})',
          confirmTitle: 'Sign out %{name}?',
          confirmText: 'Every session of this person ends; they will have to sign in again.',
        },
      },
    },
  },
  vi: {
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
  },
};
