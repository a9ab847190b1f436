import { useSaveContext } from 'react-admin';
import { useSaveRefusal } from '../stepUp/useStepUpSubmit';

/**
 * A form's `onSubmit` through react-admin's own save (its Create's or Edit's). The data provider's create and update are
 * quiet, and react-admin's save answers a failure not tied to a field with nothing, which react-hook-form counts as a
 * successful submit (the form's leave-without-saving warning would go off over changes still unsaved). Here such a
 * failure answers the form as its root error (useSaveRefusal), said once; a refusal naming a field is said under it,
 * as before. A success is react-admin's.
 */
export const useGuardedSave = () => {
  const { save } = useSaveContext();
  const refused = useSaveRefusal();
  return async (values: Record<string, unknown>): Promise<Record<string, unknown> | undefined> => {
    let failure: { error: unknown } | null = null;
    const errors = await save?.(values, {
      onError: (error: unknown) => {
        failure = { error };
      },
    });
    if (errors) return errors as Record<string, unknown>;
    return failure === null ? undefined : refused((failure as { error: unknown }).error);
  };
};
