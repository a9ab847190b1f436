import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { InputHelperText, useInput } from 'react-admin';
import { requiredProps } from './required';
import { idList } from './RequiredHint';
import type { WidgetProps } from './types';

/**
 * Checkbox: a switch, as react-admin's BooleanInput draws it; false is a value, so required only refuses an
 * untouched field. Drawn here rather than by BooleanInput, whose switch is neither marked invalid nor described by
 * its message, and could not carry `aria-required` without react-admin's second asterisk.
 */
export const CheckboxWidget = ({ source, label, required, validate, disabled, defaultValue = false, helperText }: WidgetProps) => {
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({ source, defaultValue, validate: props.validate, disabled, type: 'checkbox' });
  const message = fieldState.error?.message;
  const messageId = `${id}-helper-text`;
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        label={props.label}
        control={
          <Switch
            id={id}
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value)}
            disabled={disabled}
            onChange={(event) => {
              field.onChange(event.target.checked);
              // Touched at once, as BooleanInput does: a switch has no typing to wait for.
              field.onBlur();
            }}
            slotProps={{
              input: {
                'aria-required': required || undefined,
                'aria-invalid': fieldState.invalid || undefined,
                'aria-describedby': idList(Boolean(message || helperText) && messageId),
              },
            }}
          />
        }
      />
      <FormHelperText id={messageId} error={fieldState.invalid}>
        <InputHelperText error={message} helperText={helperText} />
      </FormHelperText>
    </FormGroup>
  );
};
