/**
 * Spec §9 date-range presets (Today, This Month, Last Month, This Year, Last Year) as instants in the business
 * time zone, Asia/Ho_Chi_Minh: UTC+7 all year (Vietnam keeps no daylight saving time), so plain arithmetic is exact.
 */
export const DATE_RANGE_PRESETS = ['today', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** An inclusive range of instants, ISO 8601: `from` is a local midnight, `to` the last millisecond of a local day. */
export interface DateRange {
  from: string;
  to: string;
}

const OFFSET_MS = 7 * 3_600_000;

/** The local calendar date of an instant in Ho Chi Minh City. */
const localDate = (at: Date) => {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
};

/** Local midnight of a calendar date (month and day may overflow, as Date.UTC allows). */
const localMidnight = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - OFFSET_MS);

const span = (start: Date, nextStart: Date): DateRange => ({
  from: start.toISOString(),
  to: new Date(nextStart.getTime() - 1).toISOString(),
});

export const presetRange = (preset: DateRangePreset, now: Date = new Date()): DateRange => {
  const { year, month, day } = localDate(now);
  switch (preset) {
    case 'today': return span(localMidnight(year, month, day), localMidnight(year, month, day + 1));
    case 'thisMonth': return span(localMidnight(year, month, 1), localMidnight(year, month + 1, 1));
    case 'lastMonth': return span(localMidnight(year, month - 1, 1), localMidnight(year, month, 1));
    case 'thisYear': return span(localMidnight(year, 0, 1), localMidnight(year + 1, 0, 1));
    case 'lastYear': return span(localMidnight(year - 1, 0, 1), localMidnight(year, 0, 1));
  }
};

/** A custom range from two calendar dates 'YYYY-MM-DD' (both days included). */
export const calendarRange = (fromDate: string, toDate: string): DateRange => {
  const [fy, fm, fd] = fromDate.split('-').map(Number);
  const [ty, tm, td] = toDate.split('-').map(Number);
  return span(localMidnight(fy, fm - 1, fd), localMidnight(ty, tm - 1, td + 1));
};

/** The local calendar date 'YYYY-MM-DD' of an instant (for date inputs showing a range). */
export const localCalendarDate = (at: string | Date): string => {
  const { year, month, day } = localDate(new Date(at));
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Days a range covers, counted in local days; the reports group by month above `MONTHLY_ABOVE_DAYS`. */
export const rangeDays = (range: DateRange): number =>
  Math.round((Date.parse(range.to) + 1 - Date.parse(range.from)) / 86_400_000);

export const MONTHLY_ABOVE_DAYS = 62;
