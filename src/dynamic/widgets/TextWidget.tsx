import { NumberInput, TextInput } from 'react-admin';
import { formatDateTime, isIsoInstant } from '../../core/formatDate';
import { MoneyInput } from '../../ui/MoneyInput';
import { PasswordWidget } from './PasswordWidget';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

export interface TextWidgetProps extends WidgetProps {
  /** Spec §3 field `type`: 'number' gives a number input (the value saved is a number); 'money' whole đồng. */
  type?: 'number' | 'text' | 'money';
  /** Spec §3: render as a password. */
  hideValue?: boolean;
}

/**
 * A read-only instant is shown dd/MM/yyyy HH:mm (spec §9); the value itself is kept as it is. No value is '', as
 * react-admin's own format does (a null `value` would make the input uncontrolled).
 */
const showInstant = (value: unknown) => {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && isIsoInstant(value) ? formatDateTime(value) : value;
};

/**
 * Text: react-admin's TextInput, NumberInput for `type: 'number'`, whole đồng read by parseMoney for `'money'` (src/ui/MoneyInput.tsx), PasswordInput for `hideValue`. A disabled Text
 * holding an instant (a sync or block time the server wrote) shows it as a date-time.
 */
export const TextWidget = ({ type, hideValue, label, required, validate, ...rest }: TextWidgetProps) => {
  if (hideValue) return <PasswordWidget {...rest} label={label} required={required} validate={validate} />;
  const props = { ...rest, ...requiredProps({ label, required, validate }), ...requiredInputProps(required) };
  if (type === 'number') return <NumberInput {...props} />;
  if (type === 'money') {
    const { placeholder, ...money } = props;
    return <MoneyInput {...money} fieldName={label} slotProps={{ htmlInput: { placeholder, ...props.slotProps?.htmlInput } }} />;
  }
  return rest.disabled ? <TextInput {...props} format={showInstant} /> : <TextInput {...props} />;
};
