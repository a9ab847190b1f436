import { HttpError } from '../../dataProvider/HttpError';
import { messageKey } from '../../i18n/messageKey';
import type { FormMessage } from './formMessage';

/**
 * The one message a form shows for a failed call (spec §8 "Merchant portal"): the server's message,
 * translated, as an alert; without one, the HTTP client's catalogue text ('Bad Request' on a 400) as a warning.
 * The calls are made `quiet`, so this is the only message the user sees.
 */
export const failureMessage = (error: unknown): FormMessage => {
  if (error instanceof HttpError) {
    const severity = error.serverMessage ? 'error' : 'warning';
    return { message: messageKey(error.message), severity, ...(error.messageArgs ? { args: error.messageArgs } : {}) };
  }
  if (error instanceof Error && error.message.startsWith('app.')) return { message: error.message, severity: 'error' };
  return { message: 'app.http.systemError', severity: 'error' };
};

/** The server's `message` of a failed call, when there was one: what the screens branch on. */
export const serverMessageOf = (error: unknown): string | null => (error instanceof HttpError ? error.serverMessage : null);
