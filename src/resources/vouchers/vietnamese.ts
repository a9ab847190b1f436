import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
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
};
