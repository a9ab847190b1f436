import { NumberInput, TextInput } from 'react-admin';
import { PasswordWidget } from './PasswordWidget';
import { requiredProps } from './required';
import type { WidgetProps } from './types';

export interface TextWidgetProps extends WidgetProps {
  /** Spec §3 field `type`: 'number' gives a number input (the value saved is a number). */
  type?: 'number' | 'text';
  /** Spec §3: render as a password. */
  hideValue?: boolean;
}

/** Text: react-admin's TextInput, NumberInput for `type: 'number'`, PasswordInput for `hideValue`. */
export const TextWidget = ({ type, hideValue, label, required, validate, ...rest }: TextWidgetProps) => {
  if (hideValue) return <PasswordWidget {...rest} label={label} required={required} validate={validate} />;
  const props = { ...rest, ...requiredProps({ label, required, validate }) };
  return type === 'number' ? <NumberInput {...props} /> : <TextInput {...props} />;
};
