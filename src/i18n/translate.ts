import type { Messages } from './deepMerge';

/** `%{name}` placeholders are filled from args; `_` is the text used when the key is missing (as in polyglot). */
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

const interpolate = (text: string, args: TranslateArgs | undefined): string =>
  args ? text.replace(/%\{(\w+)\}/g, (whole, name: string) => (args[name] === undefined ? whole : String(args[name]))) : text;

/**
 * A tiny translate over the same catalogues as the shell's polyglot, for the light sign-in entry:
 * the chosen language, then the fallback, then `_`, then the key itself (a server message shown as it is).
 */
export const createTranslate = (messages: Messages, fallback: Messages): Translate => (key, args) =>
  interpolate(lookup(messages, key) ?? lookup(fallback, key) ?? args?._ ?? key, args);
