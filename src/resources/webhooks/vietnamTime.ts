/** Vietnam has no daylight saving: +07:00 all year (src/core/formatDate.ts TIME_ZONE). */
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as a `datetime-local` input holds it in Vietnam time: 'YYYY-MM-DDTHH:mm'. */
export const vietnamInputOf = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16);

const INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value read as Vietnam time, as the wire's instant; null for anything else. */
export const instantOfVietnamInput = (value: string): string | null => (INPUT.test(value) ? `${value}:00+07:00` : null);
