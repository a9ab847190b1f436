import type { Validator } from 'react-admin';

/** What every widget accepts: plain react-admin input props; a later step maps a definition field to them. */
export interface WidgetProps {
  source: string;
  label: string;
  required?: boolean;
  validate?: Validator | Validator[];
  disabled?: boolean;
  placeholder?: string;
  defaultValue?: unknown;
  helperText?: string;
}
