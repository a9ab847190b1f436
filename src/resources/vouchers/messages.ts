import type { ScreenMessages } from '../screen';

/** The review and approval screens' texts, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { voucherApprove: 'Voucher Approval' },
      screens: {
        voucherApprove: 'Voucher Approval',
        voucherReview: 'Voucher Review',
      },
      voucherLife: {
        detail: 'Voucher details',
        noVoucher: 'No voucher chosen: open one from the voucher list.',
        notFound: 'This voucher does not exist.',
        loadFailed: 'The voucher could not be loaded. Try again.',
        states: {
          submitted: 'Submitted', synced: 'Synced', rejected: 'Rejected', approved: 'Approved', active: 'Active', expired: 'Expired', blocked: 'Blocked',
        },
        fields: {
          code: 'Code', name: 'Name', state: 'State', reason: 'Reason', value: 'Value', exchangePoint: 'Exchange points',
          startDate: 'Start date', endDate: 'End date', description: 'Description', hotLine: 'Hotline',
        },
        review: { sync: 'Sync', reason: 'Rejection reason', reject: 'Reject' },
        approve: {
          notApproved: 'Not approved',
          approved: 'Approved',
          button: 'Approve the voucher',
          confirmTitle: 'Approve the voucher',
          confirmContent: 'Approve the voucher %{name} (%{code})?',
          approvedBy: 'Approved by %{name} on %{at}',
          editLink: 'Edit the voucher',
          phoneLink: 'Enter phone numbers',
        },
        history: {
          title: 'State history', when: 'When', who: 'Who', change: 'Change', reason: 'Reason',
          empty: 'No state change recorded yet.', created: 'Created', system: 'System',
        },
      },
    },
  },
  vi: {
    app: {
      menu: { voucherApprove: 'Duyệt ưu đãi' },
      screens: {
        voucherApprove: 'Duyệt ưu đãi',
        voucherReview: 'Xét duyệt ưu đãi',
      },
      voucherLife: {
        detail: 'Thông tin ưu đãi',
        noVoucher: 'Chưa chọn ưu đãi: hãy mở một ưu đãi từ danh sách ưu đãi.',
        notFound: 'Không tìm thấy ưu đãi này.',
        loadFailed: 'Không tải được ưu đãi. Vui lòng thử lại.',
        states: {
          submitted: 'Chờ duyệt', synced: 'Đã đồng bộ', rejected: 'Bị từ chối', approved: 'Đã duyệt', active: 'Đang áp dụng', expired: 'Hết hạn', blocked: 'Đã chặn',
        },
        fields: {
          code: 'Mã ưu đãi', name: 'Tên ưu đãi', state: 'Trạng thái', reason: 'Lý do', value: 'Giá trị', exchangePoint: 'Điểm đổi',
          startDate: 'Ngày bắt đầu', endDate: 'Ngày kết thúc', description: 'Mô tả', hotLine: 'Đường dây nóng',
        },
        review: { sync: 'Đồng bộ', reason: 'Lý do từ chối', reject: 'Từ chối' },
        approve: {
          notApproved: 'Chưa duyệt',
          approved: 'Đã duyệt',
          button: 'Duyệt ưu đãi',
          confirmTitle: 'Duyệt ưu đãi',
          confirmContent: 'Duyệt ưu đãi %{name} (%{code})?',
          approvedBy: 'Duyệt bởi %{name} lúc %{at}',
          editLink: 'Sửa ưu đãi',
          phoneLink: 'Nhập số điện thoại',
        },
        history: {
          title: 'Lịch sử trạng thái', when: 'Thời điểm', who: 'Người thực hiện', change: 'Thay đổi', reason: 'Lý do',
          empty: 'Chưa có thay đổi trạng thái nào.', created: 'Tạo mới', system: 'Hệ thống',
        },
      },
    },
  },
};
