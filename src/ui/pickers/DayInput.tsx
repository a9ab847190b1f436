import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

const DatePickerField = lazy(() => import('./PickerFields').then((module) => ({ default: module.DatePickerField })));

export interface DayInputProps {
  source: string;
  /** A message key, as react-admin inputs take it. */
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /** react-admin's filter form reads it off the element. */
  alwaysOn?: boolean;
}

/**
 * A calendar day for react-admin forms and list filters, shown DD/MM/YYYY in either language (spec §9) whatever the
 * browser's own date format, kept as 'YYYY-MM-DD' as a native date input keeps it. The picker's chunk is lazy; a
 * disabled field stands in meanwhile.
 */
export const DayInput = ({ source, label, validate, helperText }: DayInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, validate });
  const text = translate(label, { _: label });
  const message = Boolean(fieldState.error?.message || helperText);
  return (
    <Suspense fallback={<TextField label={text} disabled size="small" margin="dense" />}>
      <DatePickerField
        id={id}
        name={field.name}
        label={text}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.invalid}
        helperText={message ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : undefined}
        describedBy={message ? `${id}-helper-text` : undefined}
      />
    </Suspense>
  );
};
