import { TextInput } from 'react-admin';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

/** TextArea: react-admin's TextInput, multi-line. */
export const TextAreaWidget = ({ label, required, validate, ...rest }: WidgetProps) => (
  <TextInput {...rest} {...requiredProps({ label, required, validate })} {...requiredInputProps(required)} multiline minRows={3} />
);
