import { useState } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, useInput } from 'react-admin';
import { formatCommaList, parseCommaList } from './tableColumns';

export interface CommaListInputProps {
  source: string;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  defaultValue?: unknown;
}

/**
 * An 'array' cell: comma-separated text saved as a list of strings. The text is kept as typed (a trailing
 * comma survives) and follows the value only when the value changes from elsewhere.
 */
export const CommaListInput = ({ source, label, placeholder, disabled, defaultValue }: CommaListInputProps) => {
  const { id, field } = useInput({ source, disabled, defaultValue });
  const [text, setText] = useState(() => formatCommaList(field.value));
  const shown = formatCommaList(parseCommaList(text)) === formatCommaList(field.value) ? text : formatCommaList(field.value);
  return (
    <TextField
      id={id}
      label={<FieldTitle label={label} source={source} />}
      placeholder={placeholder}
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseCommaList(event.target.value));
      }}
      onBlur={field.onBlur}
      size="small"
      margin="dense"
    />
  );
};
