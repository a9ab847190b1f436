import TextField from '@mui/material/TextField';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import type { PickerFieldProps } from '../../ui/pickers/PickerFields';
import { requiredProps } from './required';
import { idList, RequiredHint, requiredHintId } from './RequiredHint';
import type { WidgetProps } from './types';

/**
 * The react-admin side of a lazy picker: the field is registered with the form at once (validation, defaults),
 * and a plain disabled text field stands in while the picker's chunk loads.
 */
export const PickerInput = ({
  picker: Picker,
  source,
  label,
  required,
  validate,
  disabled,
  defaultValue,
  helperText,
}: WidgetProps & { picker: LazyExoticComponent<ComponentType<PickerFieldProps>> }) => {
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({ source, defaultValue, validate: props.validate, disabled });
  const fieldProps: PickerFieldProps = {
    id,
    name: field.name,
    label: props.label,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    disabled,
    error: fieldState.invalid,
    helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
    describedBy: idList(required && requiredHintId(id), Boolean(fieldState.error?.message || helperText) && `${id}-helper-text`),
  };
  return (
    <>
      <Suspense fallback={<TextField label={props.label} disabled fullWidth margin="dense" />}>
        <Picker {...fieldProps} />
      </Suspense>
      {required ? <RequiredHint fieldId={id} /> : null}
    </>
  );
};
