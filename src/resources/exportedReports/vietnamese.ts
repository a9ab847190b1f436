import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { exportedReports: 'Danh sách tệp báo cáo đã xuất' },
    screens: {
      exportedReports: 'Danh sách tệp báo cáo đã xuất',
    },
    exportedReports: {
      fields: {
        fileName: 'Tên tệp',
        kind: 'Nội dung',
        format: 'Định dạng',
        createdAt: 'Ngày tạo',
        status: 'Trạng thái',
        progress: 'Tiến độ',
        rows: 'Số dòng',
        size: 'Dung lượng',
        actions: 'Thao tác',
      },
      kinds: {
        transactions: 'Giao dịch', earnPoints: 'Lịch sử tích điểm', pointSettlements: 'Quyết toán điểm', shops: 'Cửa hàng',
        submerchants: 'Nhân viên', activity: 'Lịch sử bảo mật',
      },
      statuses: { queued: 'Đang chờ', running: 'Đang ghi', done: 'Sẵn sàng', failed: 'Thất bại', expired: 'Đã hết hạn' },
      progressOf: 'Tiến độ của %{name}',
      failedBecause: 'Thất bại: %{reason}',
      failedNoReason: 'Thất bại, không rõ lý do',
      expiredSince: 'Tệp đã được xoá ngày %{date}; hãy xuất lại để lấy tệp.',
      download: 'Tải xuống',
      downloadOf: 'Tải xuống %{name}',
      downloadFailed: 'Không tải được tệp. Vui lòng thử lại.',
      empty: 'Chưa có tệp xuất nào. Hãy bắt đầu bằng nút "Xuất tệp" ở lịch sử giao dịch.',
      noSize: 'Chưa biết',
    },
  },
};
