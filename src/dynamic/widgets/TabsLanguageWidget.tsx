import { TextInput, TranslatableInputs } from 'react-admin';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

/** Spec §3: the fixed language list; the value is a map { vi, en }. */
export const LANGUAGES = ['vi', 'en'] as const;

export interface TabsLanguageWidgetProps extends WidgetProps {
  multiline?: boolean;
}

/** TabsLanguage and any field with isMutilLanguage: react-admin's TranslatableInputs, one tab per language, vi first. */
export const TabsLanguageWidget = ({ source, label, required, validate, multiline, ...rest }: TabsLanguageWidgetProps) => (
  <TranslatableInputs locales={[...LANGUAGES]} defaultLocale="vi">
    <TextInput {...rest} source={source} {...requiredProps({ label, required, validate })} {...requiredInputProps(required)} multiline={multiline} />
  </TranslatableInputs>
);
