import { useInput, useTranslateLabel } from 'react-admin';
import { requiredProps } from '../required';
import type { ModelWidgetProps } from './modelWidgetProps';

/**
 * The form side of a model widget: its react-admin input with the required rule first when `required`, the
 * label people see ('(*)' included), the plain name its buttons and dialog are called by, and whether to show
 * its error.
 */
export const useModelField = ({ source, label, required, validate, disabled }: Pick<ModelWidgetProps, 'source' | 'label' | 'required' | 'validate' | 'disabled'>) => {
  const translateLabel = useTranslateLabel();
  const name = String(translateLabel({ label, source }));
  const props = requiredProps({ label: name, required, validate });
  const input = useInput({ source, validate: props.validate, disabled });
  // As react-admin's inputs: an error is shown once there is one. The form validates on a button's press (which
  // is no form submit, so 'submitted' never turns true) and the server's errors arrive after it.
  const showError = input.fieldState.invalid;
  return { ...input, name, label: props.label, required: required === true, showError };
};
