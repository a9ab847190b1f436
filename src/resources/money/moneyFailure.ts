import { IDEMPOTENCY_MESSAGE_KEYS } from '../../api/money';
import { formatMoney } from '../../core/formatMoney';
import { HttpError } from '../../dataProvider/HttpError';
import type { TranslateArgs } from '../../i18n/translate';
import { failureMessage } from '../../ui/feedback/failureMessage';

export interface MoneyFailure {
  message: string;
  args: TranslateArgs;
  /** The form field the refusal is about, when the server named one. */
  field: string | null;
}

const MONEY_ARGS = ['min', 'limit', 'remaining', 'available'] as const;

/**
 * A refused money call as a translated message: the server's `app.money.errors.*` key with its `data` as arguments
 * (amounts formatted in the screen's language), the idempotency door's keys, or the app's usual failure text.
 */
export const moneyFailure = (error: unknown, locale: string): MoneyFailure => {
  if (error instanceof HttpError) {
    const data = (error.body as { data?: unknown } | null)?.data;
    const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const field = typeof fields.field === 'string' ? fields.field : null;
    const server = error.serverMessage;
    if (server && Object.hasOwn(IDEMPOTENCY_MESSAGE_KEYS, server)) {
      return { message: IDEMPOTENCY_MESSAGE_KEYS[server as keyof typeof IDEMPOTENCY_MESSAGE_KEYS], args: {}, field: null };
    }
    if (server?.startsWith('app.money.errors.')) {
      const args: Record<string, string | number> = {};
      for (const name of MONEY_ARGS) if (typeof fields[name] === 'number') args[name] = formatMoney(fields[name], locale);
      if (typeof fields.triesLeft === 'number') args.triesLeft = fields.triesLeft;
      if (typeof fields.max === 'number') args.max = fields.max;
      // A 429's wait, in whole minutes (up to an hour: "59 minutes" reads better than "3,512 seconds").
      if (typeof fields.retryAfterSeconds === 'number') {
        args.minutes = Math.max(1, Math.ceil(fields.retryAfterSeconds / 60));
        args.smart_count = args.minutes;
      }
      return { message: server, args, field };
    }
  }
  const failure = failureMessage(error);
  return { message: failure.message, args: failure.args ?? {}, field: null };
};
