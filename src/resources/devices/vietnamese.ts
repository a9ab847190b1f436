import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    screens: {
      deviceCreate: 'Thêm thiết bị',
    },
    devices: {
      title: 'Thiết bị',
      add: 'Thêm thiết bị',
      remove: 'Gỡ bỏ',
      removeTitle: 'Gỡ bỏ %{name}?',
      removeContent: '%{name} sẽ không còn là thiết bị của %{employee}, và mọi trình duyệt %{employee} dùng phải nhập mã SMS ở lần đăng nhập tới.',
      removed: 'Đã gỡ bỏ thiết bị.',
      created: 'Đã thêm thiết bị.',
      empty: 'Chưa có thiết bị.',
      neverSeen: 'Chưa thấy hoạt động',
      actions: 'Thao tác',
      serialOrName: 'Số sê-ri in trên thiết bị, hoặc tên đặt cho điện thoại không có số sê-ri.',
      fields: { serial: 'Số sê-ri', name: 'Tên', kind: 'Loại', shop: 'Cửa hàng', createdAt: 'Ngày thêm', lastSeenAt: 'Lần cuối hoạt động' },
      kinds: { pos: 'Máy POS', phone: 'Điện thoại', tablet: 'Máy tính bảng' },
      errors: {
        serialTaken: 'Số sê-ri này đã là thiết bị của bạn.',
        employeeNotFound: 'Nhân viên này không phải nhân viên của bạn.',
        shopNotEmployees: 'Hãy chọn cửa hàng nhân viên làm việc.',
      },
    },
  },
};
