import type { ScreenMessages } from '../screen';

/** The settlement screens' texts in both languages (status names are `app.loyalty.statuses.*`). */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { settlement: 'Points Settlement' },
      screens: {
        settlementPoint: 'Points Settlement',
        createSettlementPoint: 'New Points Settlement',
      },
      settlementPoints: {
        fields: {
          createdAt: 'Requested',
          period: 'Period',
          points: 'Points',
          rate: 'Rate',
          amount: 'Amount',
          status: 'Status',
          reason: 'Reason',
          decidedAt: 'Decided',
        },
        periodValue: '%{from} – %{to}',
        empty: 'No settlement matches these filters',
        create: 'Create settlement',
        intro: 'Settle with the platform the points your customers redeemed at your shops in a period. Points already settled, or redeemed longer ago than the redeem-expiry cycle, are not included.',
        quote: {
          title: 'What this settlement covers',
          loading: 'Counting the redeemed points',
          nothing: 'There are no redeemed points left to settle in this period.',
          points: '%{points} points (%{events} redemption) |||| %{points} points (%{events} redemptions)',
          rate: '%{rate} per point',
        },
        submit: 'Request settlement',
        submitting: 'Requesting…',
        cancel: 'Back to the list',
        failed: 'The settlement could not be requested. Please try again.',
      },
    },
  },
  vi: {
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
  },
};
