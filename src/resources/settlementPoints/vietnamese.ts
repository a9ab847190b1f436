import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { settlement: 'Quyết toán điểm' },
    screens: {
      settlementPoint: 'Quyết toán điểm',
      createSettlementPoint: 'Tạo quyết toán điểm',
    },
    settlementPoints: {
      fields: {
        createdAt: 'Ngày yêu cầu',
        period: 'Kỳ quyết toán',
        points: 'Điểm',
        rate: 'Tỷ lệ',
        amount: 'Số tiền',
        status: 'Trạng thái',
        reason: 'Lý do',
        decidedAt: 'Ngày xử lý',
      },
      periodValue: 'Từ %{from} đến %{to}',
      empty: 'Không có quyết toán nào khớp với bộ lọc',
      create: 'Tạo quyết toán',
      intro: 'Quyết toán với nền tảng số điểm khách hàng đã đổi tại cửa hàng của bạn trong một khoảng thời gian. Điểm đã quyết toán, hoặc đã đổi quá thời hạn quyết toán, không được tính.',
      quote: {
        title: 'Nội dung quyết toán',
        loading: 'Đang tính số điểm đã đổi',
        nothing: 'Không còn điểm đã đổi nào để quyết toán trong khoảng thời gian này.',
        points: '%{points} điểm (%{events} lần đổi) |||| %{points} điểm (%{events} lần đổi)',
        rate: '%{rate} mỗi điểm',
      },
      submit: 'Gửi yêu cầu quyết toán',
      submitting: 'Đang gửi…',
      cancel: 'Quay lại danh sách',
      failed: 'Không thể gửi yêu cầu quyết toán. Vui lòng thử lại.',
    },
  },
};
