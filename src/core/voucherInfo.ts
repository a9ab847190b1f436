import type { VoucherInfo } from '../api/voucherRead';

type Data = Record<string, unknown>;

/** A text field of a record's data (a number as its digits), or null. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/**
 * A voucher record's data as the preview shows it (spec §3 "Voucher info"): what it lacks is null, its images are
 * the non-empty strings of `images`, its exchange points 0 unless a number. The server's voucher read answers it;
 * the app makes it from a plain record when a preview page reads one through another api.
 */
export const voucherInfoOf = (id: number, data: Data): VoucherInfo => {
  const points = typeof data.exchangePoint === 'number' ? data.exchangePoint : Number(textOf(data.exchangePoint) ?? Number.NaN);
  return {
    id,
    code: textOf(data.code),
    images: Array.isArray(data.images) ? data.images.filter((image): image is string => typeof image === 'string' && image !== '') : [],
    exchangePoint: Number.isFinite(points) ? points : 0,
    value: typeof data.value === 'number' || typeof data.value === 'string' ? data.value : null,
    startDate: textOf(data.startDate),
    endDate: textOf(data.endDate),
    name: textOf(data.name) ?? '',
    description: textOf(data.description),
    hotLine: textOf(data.hotLine),
    blockMessage: textOf(data.blockMessage),
    status: textOf(data.status),
  };
};
