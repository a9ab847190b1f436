import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    screens: {
      profile: 'Hồ sơ',
    },
    profile: {
      tabs: { label: 'Các mục hồ sơ', account: 'Tài khoản', history: 'Lịch sử bảo mật', sessions: 'Phiên đăng nhập', devices: 'Thiết bị tin cậy' },
      history: {
        title: 'Lịch sử bảo mật',
        intro: 'Đăng nhập, mã đã gửi, đổi mật khẩu, thay đổi vai trò, quyền, khoá API và chuyển tiền trên tài khoản của bạn, mới nhất trước.',
        team: 'Lịch sử bảo mật của nhóm',
      },
      sessions: {
        title: 'Phiên đăng nhập',
        intro: 'Những nơi bạn đang đăng nhập. Hãy đăng xuất phiên bạn không nhận ra, rồi đổi mật khẩu.',
        current: 'Phiên này',
        createdAt: 'Đăng nhập lúc',
        lastSeenAt: 'Hoạt động gần nhất',
        action: 'Thao tác',
        signOut: 'Đăng xuất',
        signOutNamed: 'Đăng xuất %{client}',
        signOutOthers: 'Đăng xuất mọi nơi khác',
        confirmTitle: 'Đăng xuất %{client}?',
        confirmText: 'Trình duyệt đó sẽ phải đăng nhập lại.',
        confirmCurrentTitle: 'Đăng xuất phiên này?',
        confirmCurrentText: 'Bạn sẽ được đăng xuất tại đây và chuyển đến màn hình đăng nhập.',
        confirmOthersTitle: 'Đăng xuất mọi nơi khác?',
        confirmOthersText: 'Mọi phiên khác của bạn sẽ kết thúc; phiên này vẫn đăng nhập.',
      },
      devices: {
        title: 'Thiết bị tin cậy',
        intro: 'Các trình duyệt không cần mã gửi qua SMS khi bạn đăng nhập. Hãy quên thiết bị bạn không còn dùng.',
        empty: 'Chưa có thiết bị tin cậy nào: mỗi lần đăng nhập đều cần mã gửi qua SMS.',
        current: 'Trình duyệt này',
        createdAt: 'Tin cậy từ',
        lastUsedAt: 'Dùng gần nhất',
        notUsed: 'Chưa dùng',
        trustedUntil: 'Tin cậy đến',
        forget: 'Quên',
        forgetNamed: 'Quên %{client}',
        confirmTitle: 'Quên %{client}?',
        confirmText: 'Lần đăng nhập tới từ trình duyệt đó sẽ yêu cầu mã gửi qua SMS.',
      },
      forgetDevice: {
        title: 'Thiết bị này',
        remembered: 'Trình duyệt này đã được ghi nhớ: đăng nhập tại đây không cần mã gửi qua SMS.',
        notRemembered: 'Trình duyệt này chưa được ghi nhớ: mỗi lần đăng nhập tại đây đều cần mã gửi qua SMS.',
        action: 'Quên thiết bị này',
        confirmTitle: 'Quên thiết bị này?',
        confirmText: 'Lần đăng nhập tới trên trình duyệt này sẽ lại yêu cầu mã gửi qua SMS.',
        done: 'Đã quên thiết bị này. Lần đăng nhập tới tại đây sẽ yêu cầu mã SMS.',
        allDevices: 'Xem mọi thiết bị tin cậy',
      },
    },
  },
};
