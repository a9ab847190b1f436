import { BooleanInput } from 'react-admin';
import { requiredProps } from './required';
import type { WidgetProps } from './types';

/** Checkbox: react-admin's BooleanInput (a switch); false is a value, so required only refuses an untouched field. */
export const CheckboxWidget = ({ label, required, validate, placeholder: _placeholder, ...rest }: WidgetProps) => (
  <BooleanInput {...rest} {...requiredProps({ label, required, validate })} />
);
