import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    screens: {
      permission: 'Phân quyền',
      permissionUserRoles: 'Vai trò người dùng',
      userPermission: 'Quyền của người dùng',
      permissions: 'Danh sách quyền',
    },
    access: {
      action: 'Quyền',
      description: 'Cho phép làm gì',
      save: 'Lưu',
      saved: 'Đã lưu phân quyền. Thay đổi có hiệu lực từ yêu cầu tiếp theo của mỗi người dùng.',
      noChanges: 'Không có thay đổi để lưu.',
      password: {
        text: 'Thay đổi quyền của người dùng cần xác nhận lại.',
      },
      unsaved: 'Bạn có thay đổi chưa lưu.',
      discardTitle: 'Rời đi mà không lưu?',
      discardText: 'Các thay đổi về phân quyền sẽ bị mất.',
      cell: '%{action} cho %{role}',
      groupCell: 'Tất cả %{group} cho %{role}',
      builtinColumn: '%{role} (mặc định, chỉ xem)',
      search: 'Tên hoặc số điện thoại',
      fields: { fullName: 'Họ tên', phone: 'Số điện thoại', type: 'Loại', role: 'Vai trò', status: 'Trạng thái', changes: 'Thay đổi riêng' },
      types: { merchant: 'Chủ sở hữu', submerchant: 'Nhân viên', thirdparty: 'Đối tác API', staff: 'Nhân viên nền tảng' },
      statuses: { active: 'Đang hoạt động', locked: 'Đã khoá' },
      roleOf: 'Vai trò của %{name}',
      ownerFixed: 'Chủ sở hữu (không thể đổi)',
      changes: 'Thêm %{grants}, bớt %{denies}',
      openPermissions: 'Quyền của %{name}',
      userNotFound: 'Người dùng này không tồn tại hoặc thuộc đối tác khác.',
      userHeading: '%{name} – vai trò %{role}',
      held: 'Được phép',
      notHeld: 'Không được phép',
      sources: {
        role: 'Từ vai trò %{role}',
        grant: 'Thêm riêng cho người dùng này',
        deny: 'Bớt riêng cho người dùng này',
        always: 'Luôn được phép',
        none: 'Không có trong vai trò',
      },
      toggle: 'Cho phép %{action}',
      ownerNotice: 'Chủ sở hữu luôn giữ mọi quyền của vai trò chủ sở hữu.',
      effective: 'Hiệu lực',
      source: 'Lý do',
    },
  },
};
