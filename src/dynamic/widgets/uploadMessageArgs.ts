import { HttpError } from '../../dataProvider/HttpError';
import { formatBytes } from '../../core/formatBytes';

const numberIn = (data: Record<string, unknown>, key: string): number | null =>
  typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : null;

/**
 * The placeholders of an upload refusal's message, from the answer's `data`: the owner's quota (413
 * app.files.quotaExceeded) and the pixel limit (413 app.files.tooManyPixels), so that the message names them.
 */
export const uploadMessageArgs = (failure: unknown, locale = 'en'): Record<string, string | number> => {
  const data: unknown = failure instanceof HttpError ? (failure.body as { data?: unknown } | null)?.data : null;
  if (typeof data !== 'object' || data === null) return {};
  const fields = data as Record<string, unknown>;
  const args: Record<string, string | number> = {};
  const quotaBytes = numberIn(fields, 'quotaBytes');
  if (quotaBytes !== null) args.quota = formatBytes(quotaBytes, locale);
  const maxPixels = numberIn(fields, 'maxPixels');
  if (maxPixels !== null) args.megapixels = Math.round(maxPixels / 100_000) / 10;
  return args;
};
