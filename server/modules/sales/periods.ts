import { MONTHLY_ABOVE_DAYS, localCalendarDate } from '../../../src/core/dateRanges';
import type { DayRange } from '../../models/sales';

export interface Periods {
  granularity: 'day' | 'month';
  /** Every period of the range, oldest first: 'YYYY-MM-DD' or 'YYYY-MM'. */
  keys: string[];
  days: DayRange;
}

const DAY = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The local days a range of instants touches (Asia/Ho_Chi_Minh), and its periods: days, or months when the range
 * covers more than `MONTHLY_ABOVE_DAYS` days. Listing them here lets the answer carry zeros for quiet periods.
 */
export const periodsOf = (range: { from: string; to: string }): Periods => {
  const days = { fromDay: localCalendarDate(range.from), toDay: localCalendarDate(range.to) };
  const dayKeys: string[] = [];
  for (let at = utcDay(days.fromDay); at <= utcDay(days.toDay); at += DAY) dayKeys.push(new Date(at).toISOString().slice(0, 10));
  if (dayKeys.length <= MONTHLY_ABOVE_DAYS) return { granularity: 'day', keys: dayKeys, days };
  return { granularity: 'month', keys: [...new Set(dayKeys.map((day) => day.slice(0, 7)))], days };
};
