/** Spec §9: dates shown DD/MM/YYYY, date-times dd/MM/yyyy HH:mm, in the business time zone. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const parts = (date: Date): Record<string, string> =>
  Object.fromEntries(dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]));

const toDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '2024-12-25' → '25/12/2024'; an instant → its calendar date in Ho Chi Minh City; '' when not a date. */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  // A calendar date has no time zone: show it as it is written.
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${day}/${month}/${year}`;
};

/** An instant as the server writes it ('2026-11-23T10:15:00.000Z'): what a page's read-only text shows as a date-time. */
export const isIsoInstant = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);

/** An instant → 'dd/MM/yyyy HH:mm' in Ho Chi Minh City; '' when not a date. */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = parts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
};

/** The calendar date of an instant in Ho Chi Minh City as 'YYYY-MM-DD': "today" for the date rules (fieldRules.ts). */
export const businessDate = (at: Date): string => {
  const { day, month, year } = parts(at);
  return `${year}-${month}-${day}`;
};

const clock = (zone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * Whether a device in `zone` reads the clock differently from the business time zone at `at`: compared by the
 * clock, not the name, so Asia/Bangkok (also GMT+7) needs no label and an unknown zone is treated as different.
 */
export const clockDiffersFromBusiness = (zone: string, at: Date): boolean => {
  try {
    return clock(zone, at) !== clock(TIME_ZONE, at);
  } catch {
    return true;
  }
};
