import { useNotify } from 'react-admin';
import { HttpError } from '../../dataProvider/HttpError';
import { submissionErrorsOf } from '../../dataProvider/fieldErrors';
import { failureMessage } from './failureMessage';

/**
 * react-admin's Create and Edit `mutationOptions.onError`: each failed save said once, in the user's words. Its own
 * would notify the error's bare message after the HTTP client's notice (a 403, 409, 429, 500 or no answer said twice,
 * the second untranslated); a refusal naming a field is said under it (react-admin's "the form is not valid" points
 * there); any other refusal (a 400 with the server's reason) is said here, with its values.
 */
export const useSaveFailure = () => {
  const notify = useNotify();
  return (error: unknown): void => {
    if ((error instanceof HttpError && error.told) || submissionErrorsOf(error)) return;
    const failure = failureMessage(error);
    notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
  };
};
