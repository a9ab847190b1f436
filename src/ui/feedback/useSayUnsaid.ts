import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isSessionLostCode } from '../../api/codes';
import { HttpError } from '../../dataProvider/HttpError';
import { failureMessage } from './failureMessage';

/**
 * Says a failed call's reason once, in the screen's language: the failures the HTTP client leaves unsaid (a quiet
 * call's, a 400 carrying the server's reason). Nothing when the client has said it already (`HttpError.told`), or
 * when the session is lost (/login says why). react-admin's own handlers would say the raw message a second time.
 */
export const useSayUnsaid = () => {
  const notify = useNotify();
  return useCallback((error: unknown): void => {
    if (error instanceof HttpError && (error.told || isSessionLostCode(error.status))) return;
    const failure = failureMessage(error);
    notify(failure.message, { type: failure.severity, ...(failure.args ? { messageArgs: failure.args } : {}) });
  }, [notify]);
};
