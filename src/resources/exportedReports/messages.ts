import type { ScreenMessages } from '../screen';

/** The exports screen's texts, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { exportedReports: 'Exports Report File List' },
      screens: {
        exportedReports: 'Exports Report File List',
      },
      exportedReports: {
        fields: {
          fileName: 'File name',
          kind: 'Contents',
          format: 'Format',
          createdAt: 'Created',
          status: 'Status',
          progress: 'Progress',
          rows: 'Rows',
          size: 'Size',
          actions: 'Actions',
        },
        kinds: {
          transactions: 'Transactions', earnPoints: 'Earning points history', pointSettlements: 'Points settlements', shops: 'Shops',
          submerchants: 'Employees', activity: 'Security history',
        },
        statuses: { queued: 'Waiting', running: 'Being written', done: 'Ready', failed: 'Failed', expired: 'Expired' },
        progressOf: 'Progress of %{name}',
        failedBecause: 'Failed: %{reason}',
        failedNoReason: 'Failed, no reason given',
        expiredSince: 'The file was removed on %{date}; export again to get it.',
        download: 'Download',
        downloadOf: 'Download %{name}',
        downloadFailed: 'The file could not be downloaded. Try again.',
        empty: 'No exports yet. Start one with "Export" on the transaction history.',
        noSize: 'Not known yet',
      },
    },
  },
  vi: {
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
  },
};
