/** The date-range picker's texts (`app.dateRange.*`), merged into the shell's catalogues (src/i18n/en.ts, vi.ts). */
export const dateRangeMessages = {
  en: {
    app: {
      dateRange: {
        period: 'Period',
        presets: {
          today: 'Today',
          thisMonth: 'This Month',
          lastMonth: 'Last Month',
          thisYear: 'This Year',
          lastYear: 'Last Year',
          custom: 'Custom range',
        },
        from: 'From',
        any: 'All',
        to: 'To',
        shown: 'From %{from} to %{to}',
        bothDates: 'Enter both dates',
        fromAfterTo: 'The start date is after the end date',
      },
    },
  },
  vi: {
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
  },
};
