/**
 * The voucher preview's texts (`app.voucherPreview.*`), English and Vietnamese; src/i18n/en.ts and vi.ts merge
 * them in. The Vietnamese ones are the spec's (§2 "Voucher preview screen").
 */
export const voucherPreviewMessages = {
  en: {
    app: {
      voucherPreview: {
        loading: 'Loading the voucher preview',
        mockup: 'Voucher as customers see it on the phone',
        noImage: 'No image yet',
        points: '%{points} points',
        validUntil: 'Valid until %{date}',
        partnerInfo: 'Partner information',
        hotLine: 'Hotline: %{phone}',
        period: 'Validity period',
        places: 'Where it applies',
        noPlaces: 'No shop listed',
        actions: 'Sync or block this voucher',
      },
    },
  },
  vi: {
    app: {
      voucherPreview: {
        loading: 'Đang tải bản xem trước ưu đãi',
        mockup: 'Ưu đãi như khách hàng thấy trên điện thoại',
        noImage: 'Chưa có hình ảnh',
        points: '%{points} điểm',
        validUntil: 'Áp dụng tới %{date}',
        partnerInfo: 'Thông tin đối tác',
        hotLine: 'Đường dây nóng: %{phone}',
        period: 'Thời gian áp dụng',
        places: 'Địa điểm áp dụng',
        noPlaces: 'Chưa có cửa hàng',
        actions: 'Đồng bộ hoặc chặn ưu đãi',
      },
    },
  },
} as const;
