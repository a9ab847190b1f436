import type { Validator } from 'react-admin';
import type { ListMethod } from '../../../dataProvider/recordList';

/** The props a definition field maps to, shared by the four model widgets. */
export interface ModelWidgetProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
  /** The page's named api: a relative '/api/…' path. */
  apiUrl: string;
  method?: ListMethod;
  /** 'field$$Header,other' (spec §3): the picker's columns; the first non-id field is searched. */
  modelSelectField?: string;
}
