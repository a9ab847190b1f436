import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { voucherPreviewEnglish } from './voucherPreviewEnglish';

/** The voucher preview's texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const voucherPreviewVietnamese: CatalogueOf<typeof voucherPreviewEnglish> = {
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
};
