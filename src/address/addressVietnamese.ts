import type { CatalogueOf } from '../i18n/catalogueOf';
import type { addressEnglish } from './addressEnglish';

/** The address picker's texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const addressVietnamese: CatalogueOf<typeof addressEnglish> = {
  app: {
    widgets: {
      address: {
        system: 'Đơn vị hành chính',
        system2025: 'Đơn vị từ năm 2025 (34 tỉnh, thành phố)',
        systemLegacy: 'Trước ngày 1/7/2025 (có quận, huyện)',
        province: 'Tỉnh / Thành phố',
        district: 'Quận / Huyện',
        ward: 'Phường / Xã',
        loading: 'Đang tải danh mục hành chính…',
        loadError: 'Không tải được danh mục hành chính.',
        noOptions: 'Không có kết quả phù hợp',
        incomplete2025: 'Hãy chọn tỉnh, thành phố và phường, xã',
        incompleteLegacy: 'Hãy chọn tỉnh, thành phố, quận, huyện và phường, xã',
      },
    },
  },
};
