import { PasswordInput } from 'react-admin';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

/** Password, and any text field with `hideValue` (spec §3): react-admin's PasswordInput with its show/hide toggle. */
export const PasswordWidget = ({ label, required, validate, ...rest }: WidgetProps) => (
  <PasswordInput {...rest} {...requiredProps({ label, required, validate })} {...requiredInputProps(required)} autoComplete="new-password" />
);
