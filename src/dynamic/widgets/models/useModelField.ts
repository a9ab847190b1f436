import { useInput, useTranslateLabel } from 'react-admin';
import { requiredProps } from '../required';
import type { ModelWidgetProps } from './modelWidgetProps';

/**
 * The form side of a model widget: its react-admin input with the required rule first when `required`, the
 * label people see ('(*)' included), the plain name its buttons and dialog are called by, and whether to show
 * its error (once touched or after a submit, as react-admin's inputs do).
 */
export const useModelField = ({ source, label, required, validate, disabled }: Pick<ModelWidgetProps, 'source' | 'label' | 'required' | 'validate' | 'disabled'>) => {
  const translateLabel = useTranslateLabel();
  const name = String(translateLabel({ label, source }));
  const props = requiredProps({ label: name, required, validate });
  const input = useInput({ source, validate: props.validate, disabled });
  const { fieldState, formState } = input;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return { ...input, name, label: props.label, required: required === true, showError };
};
