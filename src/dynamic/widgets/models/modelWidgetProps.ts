import type { Validator } from 'react-admin';
import type { ListMethod } from '../../../dataProvider/recordList';

/** The props a definition field maps to, shared by the four model widgets. */
export interface ModelWidgetProps {
  source: string;
  /** The field's name; the widget adds '(*)' and the '{field name} is required!' rule when `required`. */
  label?: string;
  /** Spec §5: a value is needed (marked for people with '(*)', for assistive technology with `aria-required`). */
  required?: boolean;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
  /** The page's named api: a relative '/api/…' path. */
  apiUrl: string;
  method?: ListMethod;
  /** 'field$$Header,other' (spec §3): the picker's columns; the first non-id field is searched. */
  modelSelectField?: string;
}
