import { HttpError } from '../dataProvider/HttpError';
import { messageKey } from '../i18n/messageKey';

/** The message key (or server text) to show for a failed call: the server's message, else a generic one. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof HttpError) return messageKey(error.message);
  if (error instanceof Error && error.message.startsWith('app.')) return error.message;
  return 'app.http.systemError';
};
