import { useTranslate } from 'react-admin';
import type { Reauthentication } from '../../api/stepUp';
import { submissionErrorsOf } from '../../dataProvider/fieldErrors';
import { failureMessage } from '../feedback/failureMessage';
import { useDialogs } from '../modals/useDialogs';

/**
 * A form's save that takes "Confirm it's you" first (an API key's create, an employee's new contact or role, a role's
 * new rights): the step runs from the dialog with the proof, `done` gets its result. Whatever saves nothing answers
 * the form with submission errors, so that react-hook-form does not count the submit as a success (which would drop
 * the form's "leave without saving?" warning over changes still unsaved): a refusal naming its inputs is said under
 * them, with react-admin's own "the form is not valid"; any other refusal, and a cancelled dialog, as the form's root
 * `serverError`, which react-admin says in its notice instead (said once).
 */
export const useStepUpSubmit = () => {
  const { stepUp } = useDialogs();
  const translate = useTranslate();
  const refused = useSaveRefusal();
  return async <T>(
    step: (proof: Reauthentication) => Promise<T>, done: (result: T) => void, texts: { title?: string; message?: string } = {},
  ): Promise<Record<string, unknown> | undefined> => {
    try {
      const result = await stepUp(step, texts);
      if (result === null) return notSaved(translate('app.stepUp.notSaved'));
      done(result);
      return undefined;
    } catch (error) {
      return refused(error);
    }
  };
};

const notSaved = (message: string) => ({ root: { serverError: message } });

/**
 * What a form's own submit answers for a save that failed (its call quiet): the refusal's field errors, or the
 * failure as the form's root `serverError`, which react-admin says in its notice. Either way react-hook-form does not
 * count the submit as a success, and the form's "leave without saving?" warning stays.
 */
export const useSaveRefusal = () => {
  const translate = useTranslate();
  return (error: unknown): Record<string, unknown> => {
    const errors = submissionErrorsOf(error);
    if (errors) return errors;
    const failure = failureMessage(error);
    return notSaved(translate(failure.message, failure.args));
  };
};
