import type { TranslateArgs } from '../../i18n/translate';

/** One message a form shows: a validation problem, a failed call, or news from the previous screen. */
export interface FormMessage {
  /** A message key, or a server message shown as it is. */
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Values for the message's placeholders (e.g. the seconds to wait). */
  args?: TranslateArgs;
}
