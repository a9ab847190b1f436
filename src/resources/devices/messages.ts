import type { ScreenMessages } from '../screen';

/** The device screens' texts, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        deviceCreate: 'New Device',
      },
      devices: {
        title: 'Devices',
        add: 'Add device',
        remove: 'Remove',
        removeTitle: 'Remove %{name}?',
        removeContent: '%{name} will no longer be one of %{employee}\'s devices, and every browser %{employee} uses must pass the SMS code again at the next sign-in.',
        removed: 'The device was removed.',
        created: 'The device was added.',
        empty: 'No device yet.',
        neverSeen: 'Not seen yet',
        actions: 'Actions',
        serialOrName: 'The serial printed on the device, or a name for a phone without one.',
        fields: { serial: 'Serial', name: 'Name', kind: 'Kind', shop: 'Shop', createdAt: 'Added', lastSeenAt: 'Last seen' },
        kinds: { pos: 'POS terminal', phone: 'Phone', tablet: 'Tablet' },
        errors: {
          serialTaken: 'This serial is already one of your devices.',
          employeeNotFound: 'This employee is not one of yours.',
          shopNotEmployees: 'Choose a shop the employee works at.',
        },
      },
    },
  },
  vi: {
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
  },
};
