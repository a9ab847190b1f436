import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Marks the field invalid (aria-invalid) and points it at the alert that says why. */
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/** A labelled outlined input: MUI's TextField without the Select/Popover code it would pull into the light entry. */
export const FormField = (props: FormFieldProps) => {
  const id = `sign-in-${props.name}`;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={props.invalid}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputRef={props.inputRef}
        endAdornment={props.endAdornment}
        inputProps={{
          inputMode: props.inputMode,
          'aria-describedby': props.invalid ? props.describedBy : undefined,
        }}
      />
    </FormControl>
  );
};
