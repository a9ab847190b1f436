import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { dashboard: 'Tổng quan' },
    screens: {
      dashboard: 'Tổng quan',
    },
    dashboard: {
      welcome: 'Xin chào, %{name}',
      noSalesAccess: 'Vai trò của bạn không bao gồm số liệu bán hàng. Hãy dùng menu để mở các màn hình bạn được phép.',
      staffIntro: 'Đây là trang quản trị của Cổng thông tin đối tác: doanh số của các đối tác không hiển thị ở đây.',
      staffLinks: 'Màn hình của bạn',
      today: 'Doanh số hôm nay',
      thisMonth: 'Doanh số tháng này',
      balance: 'Số dư',
      available: 'Khả dụng',
      pending: 'Đang chờ',
      points: 'Điểm',
      pointsValue: '%{count} điểm |||| %{count} điểm',
      pointsAtShops: 'Điểm tại cửa hàng của bạn',
      pointsEarned: '%{count} điểm đã tích',
      pointsSpent: '%{count} điểm đã đổi, hết hạn hoặc quyết toán',
      transactions: '%{count} giao dịch |||| %{count} giao dịch',
      overTime: 'Doanh số theo thời gian',
      byShop: 'Doanh số theo cửa hàng',
      byService: 'Doanh số theo dịch vụ',
      topEmployees: 'Nhân viên bán nhiều nhất',
      perDay: 'Theo ngày',
      perMonth: 'Theo tháng',
      empty: 'Không có doanh số trong khoảng thời gian này',
      loadFailed: 'Không tải được số liệu này.',
      retry: 'Thử lại',
      loading: 'Đang tải…',
      figuresOf: 'Số liệu của “%{title}”',
      columns: {
        period: 'Thời gian',
        shop: 'Cửa hàng',
        service: 'Dịch vụ',
        employee: 'Nhân viên',
        rank: 'Hạng',
        count: 'Số giao dịch',
        amount: 'Doanh số',
      },
    },
  },
};
