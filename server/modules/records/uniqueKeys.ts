import { RECORD_MESSAGES, type RecordError, valueProblemText } from '../../../src/api/records';
import { AppError } from '../../http/envelope';

/** The unique indexes on the records table (migrations) and the field each names when it refuses a write. */
const UNIQUE_KEYS: Readonly<Record<string, string>> = {
  // 0016: a voucher's customer number once per owner, voucher and phone.
  records_voucher_phone_key: 'phone',
};

/** The driver's error (node-postgres, or PGlite's, possibly wrapped by drizzle as `cause`) as `{ code, constraint }`. */
const databaseError = (error: unknown): { code?: unknown; constraint?: unknown } | null => {
  for (let current: unknown = error, depth = 0; current !== null && typeof current === 'object' && depth < 3; depth += 1) {
    if ('code' in current && (current as { code: unknown }).code === '23505') return current as { code?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

/** A write refused by one of those indexes → 400 naming its field (problem notUnique); anything else is thrown again. */
export const refuseUniqueKey = (error: unknown): never => {
  const found = databaseError(error);
  const field = found && typeof found.constraint === 'string' ? UNIQUE_KEYS[found.constraint] : undefined;
  if (field === undefined) throw error;
  const data: RecordError = { field, errors: [{ field, message: `${field}: ${valueProblemText('notUnique')}`, problem: 'notUnique', args: {} }] };
  throw new AppError(400, RECORD_MESSAGES.invalidParam, { data });
};
