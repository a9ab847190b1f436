import type { Validator } from 'react-admin';
import { readVnMobile } from '../../../core/phone';
import { isMissing } from '../required';
import { TextWidget } from '../TextWidget';
import type { WidgetProps } from '../types';

/** A Vietnamese mobile number in any usual format (src/core/phone.ts); no value is the required rule's business. */
export const phoneValidator =
  (label: string): Validator =>
  (value: unknown) => {
    if (isMissing(value)) return undefined;
    const reading = readVnMobile(String(value));
    return reading.ok ? undefined : { message: `app.widgets.phone.field.${reading.problem}`, args: { field: label } };
  };

const asList = (validate: WidgetProps['validate']): Validator[] => (validate === undefined ? [] : Array.isArray(validate) ? validate : [validate]);

/** Phone: a text input for a mobile number, refused in the form as the server refuses it; stored as 0xxxxxxxxx. */
export const PhoneWidget = ({ validate, ...props }: WidgetProps) => (
  <TextWidget {...props} type="text" validate={[phoneValidator(props.label), ...asList(validate)]} />
);
