import { useNotify } from 'react-admin';
import { failureMessage } from '../ui/feedback/failureMessage';
import { useDialogs } from '../ui/modals/useDialogs';

/**
 * A change of who may do what, as the server takes it: the caller's password asked first in a dialog (Cancel
 * changes nothing), then the change; a refusal (a wrong password, a right the caller lacks) is said once, in the
 * server's words. Answers the change's result, or null when it was cancelled or refused.
 */
export const useRightsChange = () => {
  const { ask } = useDialogs();
  const notify = useNotify();
  return async <T>(change: (password: string) => Promise<T>): Promise<T | null> => {
    const password = await ask({
      title: 'app.access.password.title',
      message: 'app.access.password.text',
      ask: { label: 'app.access.password.label', required: 'app.access.password.required', secret: true },
    });
    if (password === null) return null;
    try {
      return await change(password);
    } catch (error) {
      const failure = failureMessage(error);
      notify(failure.message, { type: failure.severity === 'error' ? 'error' : 'warning', ...(failure.args ? { messageArgs: failure.args } : {}) });
      return null;
    }
  };
};
