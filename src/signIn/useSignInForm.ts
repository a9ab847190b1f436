import { useCallback, useRef, useState } from 'react';
import type { FormMessage } from '../ui/feedback/formMessage';
import type { Problem } from './firstProblem';

/**
 * Values of a sign-in form, its one alert, and the field that alert is about (marked invalid and focused).
 */
export const useSignInForm = <Field extends string>(initial: Record<Field, string>) => {
  const [values, setValues] = useState(initial);
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const [invalidField, setInvalidField] = useState<Field | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // One stable ref callback per field, made once: the field names of a form never change.
  const [refs] = useState(() => {
    const byField = {} as Record<Field, (element: HTMLInputElement | null) => void>;
    for (const field of Object.keys(initial) as Field[]) byField[field] = (element) => void (inputs.current[field] = element);
    return byField;
  });

  const setValue = useCallback((field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value })), []);

  const showProblem = useCallback((problem: Problem<Field>) => {
    setAlert({ message: problem.message, severity: 'error', ...(problem.args ? { args: problem.args } : {}) });
    setInvalidField(problem.field);
    inputs.current[problem.field]?.focus();
  }, []);

  const showMessage = useCallback((message: FormMessage | null) => {
    setAlert(message);
    setInvalidField(null);
  }, []);

  /** A message about one field that is not a validation error (e.g. a code the server refused): marked, focused. */
  const showFieldMessage = useCallback((field: Field, message: FormMessage) => {
    setAlert(message);
    setInvalidField(field);
    inputs.current[field]?.focus();
  }, []);

  return { values, setValue, setValues, refs, alert, invalidField, showProblem, showMessage, showFieldMessage };
};
