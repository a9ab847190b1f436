import { type DateRange, type DateRangePreset, calendarRange, presetRange } from '../../core/dateRanges';

/**
 * What the user chose in a DateRangePicker: one of the spec's presets (spec §9), or two calendar days
 * 'YYYY-MM-DD' (both included). Kept as the choice, not as instants, so that "Today" stays today's range.
 */
export type DateRangeChoice = { preset: DateRangePreset } | { preset: 'custom'; from: string; to: string };

export const CUSTOM = 'custom';

/** The instants a choice covers, in the business time zone (src/core/dateRanges.ts). */
export const rangeOfChoice = (choice: DateRangeChoice, now: Date = new Date()): DateRange =>
  choice.preset === CUSTOM ? calendarRange(choice.from, choice.to) : presetRange(choice.preset, now);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why two typed days are not a range yet, as a message key; null when they are one. */
export const customRangeProblem = (from: string | null, to: string | null): string | null => {
  if (!from || !ISO_DATE.test(from) || !to || !ISO_DATE.test(to)) return 'app.dateRange.bothDates';
  // ISO dates compare as text.
  return from <= to ? null : 'app.dateRange.fromAfterTo';
};
