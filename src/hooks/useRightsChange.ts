import { useNotify } from 'react-admin';
import type { Reauthentication } from '../api/stepUp';
import { failureMessage } from '../ui/feedback/failureMessage';
import { useDialogs } from '../ui/modals/useDialogs';

/**
 * A change of who may do what, as the server takes it: "Confirm it's you" first (the caller's passkey, app code or
 * password; a refused one is said in the dialog; Cancel changes nothing), then the change; the change's own refusal
 * (a right the caller lacks) is said once, in the server's words. Answers the change's result, or null when it was
 * cancelled or refused.
 */
export const useRightsChange = () => {
  const { stepUp } = useDialogs();
  const notify = useNotify();
  return async <T>(change: (proof: Reauthentication) => Promise<T>): Promise<T | null> => {
    try {
      return await stepUp(change, { message: 'app.access.password.text' });
    } catch (error) {
      const failure = failureMessage(error);
      notify(failure.message, { type: failure.severity === 'error' ? 'error' : 'warning', ...(failure.args ? { messageArgs: failure.args } : {}) });
      return null;
    }
  };
};
