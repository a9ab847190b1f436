import { useNotify } from 'react-admin';
import type { Reauthentication } from '../../api/stepUp';
import { submissionErrorsOf } from '../../dataProvider/fieldErrors';
import { failureMessage } from '../feedback/failureMessage';
import { useDialogs } from '../modals/useDialogs';

/**
 * A form's save that takes "Confirm it's you" first (an API key's create, an employee's new contact or role): the
 * step runs from the dialog with the proof, `done` gets its result; cancelled, nothing happens. The step's own refusal
 * is answered as the form's submission errors, so that it shows under the input it names, or else said in a notice.
 */
export const useStepUpSubmit = () => {
  const { stepUp } = useDialogs();
  const notify = useNotify();
  return async <T>(
    step: (proof: Reauthentication) => Promise<T>, done: (result: T) => void, texts: { title?: string; message?: string } = {},
  ): Promise<Record<string, unknown> | undefined> => {
    try {
      const result = await stepUp(step, texts);
      if (result !== null) done(result);
      return undefined;
    } catch (error) {
      const errors = submissionErrorsOf(error);
      // A refusal naming its inputs is said under them, with react-admin's own "the form is not valid": said once.
      if (errors) return errors;
      const failure = failureMessage(error);
      notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
      return undefined;
    }
  };
};
