import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { roles: 'Vai trò & Phân quyền' },
    screens: {
      userRoles: 'Vai trò & Phân quyền',
      roleCreate: 'Tạo vai trò',
      roleEdit: 'Vai trò',
    },
    roles: {
      builtin: { owner: 'Chủ sở hữu', manager: 'Quản lý', cashier: 'Thu ngân', accountant: 'Kế toán', apiuser: 'Người dùng API' },
      builtinChip: 'Mặc định',
      add: 'Tạo vai trò',
      copy: 'Sao chép',
      copyNamed: 'Sao chép %{name}',
      copyOf: 'Bản sao của %{name}',
      matrix: 'Ma trận phân quyền',
      userRoles: 'Vai trò người dùng',
      catalogue: 'Danh sách quyền',
      empty: 'Không có vai trò phù hợp.',
      search: 'Tên hoặc mô tả',
      fields: {
        name: 'Tên', description: 'Mô tả', shopScope: 'Phạm vi cửa hàng', users: 'Người dùng', actions: 'Quyền',
        copyFrom: 'Bắt đầu từ vai trò', type: 'Loại', phone: 'Số điện thoại', requireStrongFactor: 'Bắt buộc đăng nhập bằng khoá truy cập hoặc ứng dụng xác thực',
      },
      shopScopes: { all: 'Tất cả cửa hàng của đối tác', own: 'Chỉ các cửa hàng được phân công' },
      requireStrongFactorHelp: 'Người dùng có vai trò này đăng nhập bằng khoá truy cập hoặc ứng dụng xác thực, không dùng mã SMS. Ai chưa có sẽ được yêu cầu thêm ở lần đăng nhập tiếp theo.',
      noCopy: 'Không (bắt đầu trống)',
      selectAll: 'Tất cả: %{group}',
      actionCount: 'Đã chọn %{count}/%{total}',
      builtinNotice: 'Vai trò mặc định không thể sửa hoặc xoá. Hãy sao chép để tạo vai trò của riêng bạn.',
      holders: 'Người dùng có vai trò này',
      noHolders: 'Chưa ai có vai trò này.',
      delete: 'Xoá vai trò',
      deleteTitle: 'Xoá vai trò %{name}?',
      deleteText: 'Vai trò sẽ bị xoá vĩnh viễn. Không thể xoá vai trò vẫn còn người dùng.',
      notFound: 'Vai trò này không tồn tại hoặc thuộc đối tác khác.',
      created: 'Đã tạo vai trò.',
      updated: 'Đã lưu vai trò.',
      deleted: 'Đã xoá vai trò.',
      permissionsSaved: 'Đã lưu phân quyền. Thay đổi có hiệu lực từ yêu cầu tiếp theo của mỗi người dùng.',
      roleAssigned: 'Đã đổi vai trò. Thay đổi có hiệu lực từ yêu cầu tiếp theo của người dùng.',
      errors: {
        builtinReadOnly: 'Vai trò mặc định không thể sửa hoặc xoá; hãy sao chép.',
        roleInUse: 'Vai trò này vẫn còn %{smart_count} người dùng |||| Vai trò này vẫn còn %{smart_count} người dùng',
        nameTaken: 'Đã có vai trò khác mang tên này.',
        notHeld: 'Bạn chỉ có thể cấp những quyền mà chính bạn có.',
        passwordWrong: 'Mật khẩu của bạn không đúng: chưa có gì thay đổi.',
        ownerProtected: 'Không thể thay đổi vai trò và quyền của chủ sở hữu.',
        selfLockout: 'Thay đổi này sẽ lấy mất quyền quản lý vai trò của chính bạn.',
        ownerRoleReserved: 'Vai trò chủ sở hữu chỉ dành cho chủ sở hữu.',
        strongFactorNotApplicable: 'Chỉ vai trò có quyền chuyển tiền, quản lý khoá API hoặc quản lý vai trò mới có thể bắt buộc khoá truy cập hoặc ứng dụng xác thực.',
      },
    },
  },
};
