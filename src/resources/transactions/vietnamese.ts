import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { transactionHistory: 'Lịch sử giao dịch' },
    screens: {
      transactionHistory: 'Lịch sử giao dịch',
      transactionDetail: 'Chi tiết giao dịch',
    },
    transactions: {
      fields: {
        id: 'Mã số',
        reference: 'Mã tham chiếu',
        createdAt: 'Ngày giờ',
        amount: 'Số tiền',
        fee: 'Phí',
        net: 'Thực nhận',
        status: 'Trạng thái',
        type: 'Loại',
        service: 'Dịch vụ',
        shop: 'Cửa hàng',
        employee: 'Nhân viên',
        shopAddress: 'Địa chỉ cửa hàng',
        shopPhone: 'Điện thoại cửa hàng',
        employeePhone: 'Điện thoại nhân viên',
      },
      filters: {
        period: 'Thời gian',
        from: 'Từ ngày',
        to: 'Đến ngày',
        reference: 'Tìm mã tham chiếu',
        amountMin: 'Số tiền từ (₫)',
        amountMax: 'Số tiền đến (₫)',
        amountReversed: 'Số tiền đến (₫): không được nhỏ hơn Số tiền từ',
        any: 'Tất cả',
      },
      empty: 'Không có giao dịch nào khớp bộ lọc',
      noShop: 'Không có cửa hàng',
      noEmployee: 'Chủ cửa hàng',
      backToHistory: 'Quay lại lịch sử',
      notFound: 'Không thể hiển thị giao dịch này: giao dịch không tồn tại hoặc không thuộc về bạn.',
      statusHistory: 'Lịch sử trạng thái',
      noStatusHistory: 'Không có lịch sử trạng thái: giao dịch chỉ có trạng thái hiện tại.',
    },
  },
};
