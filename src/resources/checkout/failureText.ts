import { CHECKOUT_MESSAGES } from '../../api/checkout';
import { failureMessage, serverMessageOf } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';

/** The server's refusals this screen explains itself (`app.checkout.errors.<message>`). */
const OWN = new Set<string>([
  ...Object.values(CHECKOUT_MESSAGES),
  // server/http/idempotency.ts IDEMPOTENCY_MESSAGES: the one door's refusals, which this screen explains for a sale.
  'idempotencyKeyReused', 'idempotencyInProgress', 'idempotencyKeyRequired',
]);

/**
 * The one message a failed cashier call shows: the checkout's own refusals in its words (with their numbers, such
 * as the balance), a refused field (400) as "check the form", anything else as the app says it elsewhere.
 */
export const checkoutFailure = (error: unknown): FormMessage => {
  const message = serverMessageOf(error);
  const general = failureMessage(error);
  if (message !== null && OWN.has(message)) return { message: `app.checkout.errors.${message}`, severity: 'error', ...(general.args ? { args: general.args } : {}) };
  if (message !== null && / is required$|: /.test(message)) return { message: 'app.checkout.errors.badRequest', severity: 'error' };
  return general;
};
