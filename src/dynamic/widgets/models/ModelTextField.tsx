import type { ReactNode, Ref } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { FieldTitle, useTranslate } from 'react-admin';

export interface ModelTextFieldProps {
  id: string;
  source: string;
  /** The label people see, '(*)' included when required (spec §5). */
  label: string;
  /** The field's name without '(*)': the buttons are named after it ('Choose Danh mục'). */
  name: string;
  required: boolean;
  /** The chosen records' names as text (empty when there are chips, or nothing is chosen). */
  value: string;
  /** Chosen records shown as chips before the text (ArrayModel). */
  chips?: ReactNode;
  disabled?: boolean;
  error: boolean;
  helperText: ReactNode;
  onBlur: () => void;
  onChoose: () => void;
  /** Given when there is something to view (the picker's view mode). */
  onView?: () => void;
  /** Given when there is something to clear. */
  onClear?: () => void;
  /** The choose button: where the focus goes once what had it (a chip, the clear button) is gone. */
  chooseRef?: Ref<HTMLButtonElement>;
  /** The form's ref of the field: react-hook-form focuses (and so scrolls to) a field with an error through it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The field of a picker widget: a read-only text box (so that it is labelled, marked required with
 * `aria-required`, and carries `aria-invalid` and `aria-describedby` to its message as every text input does)
 * with the chosen names, and its buttons. Clicking the box opens the picker too.
 */
export const ModelTextField = (props: ModelTextFieldProps) => {
  const translate = useTranslate();
  const { id, source, label, name, required, value, chips, disabled, error, helperText, onBlur, onChoose, onView, onClear, chooseRef, inputRef } = props;
  return (
    <TextField
      id={id}
      label={<FieldTitle label={label} source={source} />}
      value={value}
      inputRef={inputRef}
      onBlur={onBlur}
      disabled={disabled}
      error={error}
      helperText={helperText}
      margin="dense"
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          // Chips wrap inside the box, below the (filled variant's) shrunk label, as MUI's Autocomplete lays them out.
          sx: chips ? { flexWrap: 'wrap', gap: 0.5, pt: '21px', pb: 0.5, pl: 1.5, '& .MuiInputBase-input': { pt: 0.5, pb: 0.5, pl: 0, flexGrow: 1, width: 0, minWidth: 30 } } : undefined,
          startAdornment: chips,
          endAdornment: (
            <InputAdornment position="end">
              {onClear && !disabled && (
                <IconButton aria-label={translate('app.widgets.picker.clearField', { name })} onClick={onClear} edge="end">
                  <ClearIcon />
                </IconButton>
              )}
              {onView && (
                <IconButton aria-label={translate('app.widgets.picker.viewField', { name })} onClick={onView} edge="end">
                  <VisibilityIcon />
                </IconButton>
              )}
              <IconButton ref={chooseRef} aria-label={translate('app.widgets.picker.chooseField', { name })} onClick={onChoose} disabled={disabled} edge="end">
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: {
          // The spec's '(*)' is in the label; react-admin's `required` would add a second, visible asterisk.
          ...(required ? { 'aria-required': true } : {}),
          onClick: disabled ? undefined : onChoose,
          style: disabled ? undefined : { cursor: 'pointer' },
        },
      }}
    />
  );
};
