import { TIME_ZONE } from '../../src/core/formatDate';

/**
 * Dates in export files. A spreadsheet's date has no time zone: a cell holds the wall clock the screens show (Ho
 * Chi Minh City's), carried in a Date's UTC fields, so that exceljs writes that day and time as Excel's date number
 * (which sorts and filters as a date) and the CSV writer spells it as the screens do (spec §9).
 */

/** How a date column is shown: the day ('20/11/2026') or the day and time ('20/11/2026 10:00'). */
export type ExportDateShown = 'day' | 'minute';

const clockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** An instant → its wall clock in the business time zone, as a Date whose UTC fields read that clock. */
export const businessClock = (instant: Date | string): Date => {
  const at = instant instanceof Date ? instant : new Date(instant);
  const part = Object.fromEntries(clockParts.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second, at.getUTCMilliseconds()));
};

/** A calendar date ('2026-10-01', no time zone) → that day at midnight in the UTC fields. */
export const calendarDay = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00Z`);

const two = (value: number): string => String(value).padStart(2, '0');

/** A wall-clock Date → 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm', the text formatDate and formatDateTime write. */
export const clockText = (clock: Date, shown: ExportDateShown): string => {
  const day = `${two(clock.getUTCDate())}/${two(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()}`;
  return shown === 'day' ? day : `${day} ${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;
};

/** Excel's number formats for the same two ways (the file's reader sees them in their own spreadsheet as dates). */
export const EXCEL_DATE_FORMATS: Record<ExportDateShown, string> = { day: 'dd/mm/yyyy', minute: 'dd/mm/yyyy hh:mm' };

/** PostgreSQL's `to_char` patterns for the same two ways, for the CSV the database writes itself (csvSql.ts). */
export const SQL_DATE_FORMATS: Record<ExportDateShown, string> = { day: 'DD/MM/YYYY', minute: 'DD/MM/YYYY HH24:MI' };
