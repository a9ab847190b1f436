/** The date-range picker's texts (`app.dateRange.*`), English; the shell's catalogue (src/app/catalogues) merges them in. */
export const dateRangeEnglish = {
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
} as const;
