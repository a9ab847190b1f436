import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { dateRangeEnglish } from './dateRangeEnglish';

/** The date-range picker's texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const dateRangeVietnamese: CatalogueOf<typeof dateRangeEnglish> = {
  app: {
    dateRange: {
      period: 'Khoảng thời gian',
      presets: {
        today: 'Hôm nay',
        thisMonth: 'Tháng này',
        lastMonth: 'Tháng trước',
        thisYear: 'Năm nay',
        lastYear: 'Năm trước',
        custom: 'Tuỳ chọn',
      },
      from: 'Từ ngày',
      any: 'Tất cả',
      to: 'Đến ngày',
      shown: 'Từ %{from} đến %{to}',
      bothDates: 'Nhập cả hai ngày',
      fromAfterTo: 'Ngày bắt đầu sau ngày kết thúc',
    },
  },
};
