import { calendarRange, DATE_RANGE_PRESETS, type DateRangePreset, presetRange } from '../core/dateRanges';

/**
 * A list's period filter as its form keeps it (in the address): a preset of spec §9, or 'custom' with from/to
 * calendar days; and how it becomes the `createdAt: { gte, lte }` of the list contract. The transaction and
 * loyalty lists share it, with the inputs of src/ui/dateRange/periodFilterInputs.tsx.
 */
export const PERIOD_FILTER = { period: 'period', from: 'from', to: 'to' } as const;

export const CUSTOM_PERIOD = 'custom';
export type PeriodChoice = DateRangePreset | typeof CUSTOM_PERIOD;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isPreset = (value: unknown): value is DateRangePreset => DATE_RANGE_PRESETS.some((preset) => preset === value);
const calendarDate = (value: unknown): string | null => (typeof value === 'string' && CALENDAR_DATE.test(value) ? value : null);

export const createdAtOf = (values: Readonly<Record<string, unknown>>, now: Date): { gte?: string; lte?: string } | undefined => {
  const period = values[PERIOD_FILTER.period];
  // A preset is resolved when the call is made: "This Month" stays this month in a list left open overnight.
  if (isPreset(period)) {
    const range = presetRange(period, now);
    return { gte: range.from, lte: range.to };
  }
  if (period !== CUSTOM_PERIOD) return undefined;
  const from = calendarDate(values[PERIOD_FILTER.from]);
  const to = calendarDate(values[PERIOD_FILTER.to]);
  if (!from && !to) return undefined;
  const range = calendarRange(from ?? to ?? '', to ?? from ?? '');
  return { ...(from ? { gte: range.from } : {}), ...(to ? { lte: range.to } : {}) };
};
