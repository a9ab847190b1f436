import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { InputHelperText } from 'react-admin';
import { idList, RequiredHint, requiredHintId } from './RequiredHint';

export interface FieldGroupProps {
  /** The field's input id (react-admin's useInput); the label, hint and message ids derive from it. */
  id: string;
  /** The label people see, '(*)' included. */
  label: string;
  required?: boolean;
  invalid: boolean;
  /** The validation message, when the field is invalid. */
  error?: string;
  helperText?: string;
  /** Gets the description of the control that takes the value, so that it is read when that control has the focus. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A field made of several controls (the upload and image widgets), as a WAI-ARIA group: named by its label,
 * marked invalid when it is, and described by the required hint and its message. A group cannot carry
 * `aria-required`, hence the hint.
 */
export const FieldGroup = ({ id, label, required, invalid, error, helperText, children }: FieldGroupProps) => {
  const messageId = `${id}-helper-text`;
  const describedBy = idList(required && requiredHintId(id), Boolean(error || helperText) && messageId);
  return (
    <Box sx={{ my: 1 }} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <FormLabel id={`${id}-label`} error={invalid}>
        {label}
      </FormLabel>
      {required ? <RequiredHint fieldId={id} /> : null}
      {children(describedBy)}
      {/* Always drawn, so that a message does not push the form down when it appears. */}
      <FormHelperText id={messageId} error={invalid}>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    </Box>
  );
};
