import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { InputHelperText, type InputProps, useInput, useLocaleState } from 'react-admin';
import { formatCount, formatMoney } from '../core/formatMoney';
import { moneyProblemKey } from '../core/moneyTerms';
import { parseMoney } from '../core/parseMoney';

export interface MoneyInputProps extends Omit<InputProps, 'label' | 'format' | 'parse'> {
  label: string;
  /** The field's name in a refusal's message (default: the label). */
  fieldName?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  slotProps?: { htmlInput?: Record<string, unknown> };
}

/** The form's value for what is typed: whole đồng, null when empty, or the text itself when it cannot be read. */
const valueOf = (text: string, locale: string): number | string | null => {
  if (text.trim() === '') return null;
  const reading = parseMoney(text, locale);
  return reading.ok ? reading.value : text;
};

const textOf = (value: unknown, locale: string): string =>
  typeof value === 'number' ? formatCount(value, locale) : typeof value === 'string' ? value : '';

/**
 * A react-admin input of whole đồng read by parseMoney: what is typed stays as typed while the field has the focus
 * (no digits regrouped under the cursor), the amount read is shown back as money below it, and text that cannot be
 * read is refused by name ('Amount: whole đồng only, without decimals') instead of repaired. On leaving the field a
 * valid amount is written as the screen's language groups it.
 */
export const MoneyInput = ({ label, fieldName = label, helperText, disabled, slotProps, validate, ...props }: MoneyInputProps) => {
  const [locale] = useLocaleState();
  const unread = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const reading = parseMoney(value, locale);
    return reading.ok ? undefined : { message: moneyProblemKey(reading.problem), args: { field: fieldName } };
  };
  const { field, fieldState, formState, id, isRequired } = useInput({
    ...props,
    validate: [unread, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  });
  const [text, setText] = useState(() => textOf(field.value, locale));
  const [focused, setFocused] = useState(false);
  // A value set from outside (a reset, a loaded record, a cleared filter) is shown; what is being typed is not replaced.
  useEffect(() => {
    if (!focused && valueOf(text, locale) !== (field.value ?? null)) setText(textOf(field.value, locale));
  }, [field.value, focused, locale, text]);

  const invalid = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  const read = typeof field.value === 'number' ? `= ${formatMoney(field.value, locale)}` : null;
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={text}
      required={isRequired}
      disabled={disabled}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(valueOf(event.target.value, locale));
      }}
      onBlur={() => {
        setFocused(false);
        if (typeof field.value === 'number') setText(formatCount(field.value, locale));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={invalid}
      // react-admin's helper text translates a validator's { message, args } as its own inputs do.
      helperText={<InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={read ?? helperText ?? ' '} />}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 32, ...slotProps?.htmlInput },
      }}
    />
  );
};
