import { SelectInput } from 'react-admin';
import { requiredProps, requiredSelectProps } from './required';
import type { WidgetProps } from './types';

/** Spec §3 `items`: `key` is the value saved, `value` the text shown. */
export interface EnumItem {
  key: string | number;
  value: string;
}

export interface EnumWidgetProps extends WidgetProps {
  items: readonly EnumItem[];
}

/** Enum: react-admin's SelectInput over the definition's items (server texts, shown untranslated). */
export const EnumWidget = ({ items, label, required, validate, ...rest }: EnumWidgetProps) => (
  <SelectInput
    {...rest}
    {...requiredProps({ label, required, validate })}
    {...requiredSelectProps(required)}
    choices={[...items]}
    optionValue="key"
    optionText="value"
    translateChoice={false}
  />
);
