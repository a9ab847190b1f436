import type { Messages } from './deepMerge';

/**
 * `%{name}` placeholders are filled from args; `_` is the text used when the key is missing (as in polyglot);
 * `smart_count` picks the form of a text written `singular |||| plural` (polyglot's convention).
 */
export type TranslateArgs = { readonly _?: string } & { readonly [name: string]: string | number | undefined };
export type Translate = (key: string, args?: TranslateArgs) => string;

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Polyglot's rule for English, which it also applies to Vietnamese (it has no rule of its own there):
 * the first form for exactly 1, the second otherwise. Vietnamese catalogues repeat the same text in both forms.
 */
const pluralForm = (text: string, count: unknown): string => {
  const forms = text.split('||||');
  if (forms.length === 1 || typeof count !== 'number') return forms[0].trim();
  return (forms[count === 1 ? 0 : 1] ?? forms[0]).trim();
};

const interpolate = (text: string, args: TranslateArgs | undefined): string =>
  args ? text.replace(/%\{(\w+)\}/g, (whole, name: string) => (args[name] === undefined ? whole : String(args[name]))) : text;

/**
 * A tiny translate over the same catalogues as the shell's polyglot, for the light sign-in entry:
 * the chosen language, then the fallback, then `_`, then the key itself (a server message shown as it is).
 */
export const createTranslate = (messages: Messages, fallback: Messages): Translate => (key, args) =>
  interpolate(pluralForm(lookup(messages, key) ?? lookup(fallback, key) ?? args?._ ?? key, args?.smart_count), args);
