import type { Validator } from 'react-admin';

/** Spec §5: null, undefined and '' are missing; 0 and false are values. */
export const isMissing = (value: unknown): boolean => value === null || value === undefined || value === '';

/** Spec §5: the inline message '{field name} is required!'. */
export const requiredValidator =
  (label: string): Validator =>
  (value: unknown) =>
    isMissing(value) ? { message: 'app.widgets.required', args: { field: label } } : undefined;

/** Spec §5: a required field's label gets '(*)'. */
export const labelWithRequired = (label: string, required: boolean | undefined): string =>
  required ? `${label} (*)` : label;

const asList = (validate: Validator | Validator[] | undefined): Validator[] =>
  validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];

/** The label and validators of a widget, with the required rule first when the field is required. */
export const requiredProps = ({
  label,
  required,
  validate,
}: {
  label: string;
  required?: boolean;
  validate?: Validator | Validator[];
}): { label: string; validate: Validator[] } => ({
  label: labelWithRequired(label, required),
  validate: required ? [requiredValidator(label), ...asList(validate)] : asList(validate),
});

/**
 * For the text inputs: marks a required field for assistive technology (`aria-required`), beside the '(*)' people
 * see. react-admin's own `required` flag would add a second, visible asterisk to the spec's label.
 */
export const requiredInputProps = (required: boolean | undefined) =>
  required ? { slotProps: { htmlInput: { 'aria-required': true } } } : {};

/** The same for a select (react-admin's SelectInput): MUI's Select draws a combobox, which takes the attribute. */
export const requiredSelectProps = (required: boolean | undefined) =>
  required ? { slotProps: { select: { SelectDisplayProps: { 'aria-required': true } } } } : {};

/**
 * The same for react-admin's autocomplete inputs: MUI's Autocomplete hands the text field input props of its own,
 * which `htmlInput` would replace, so the attribute goes to the input through the input component's `slotProps`.
 */
export const requiredAutocompleteProps = (required: boolean | undefined) =>
  required ? { TextFieldProps: { slotProps: { input: { slotProps: { input: { 'aria-required': true } } } } } } : {};
