import { CONFIRM_SYNTAX, tokenize } from './placeholders';
import { type TemplateValues, ownValue, valueText } from './values';

/** A piece of a confirm text: literal text of the template, or the value of a field (for the UI to emphasise). */
export type ConfirmPart = { text: string } | { field: string; value: string };

export interface ConfirmText {
  /** The whole text; the UI renders it as text, never as markup. */
  text: string;
  parts: ConfirmPart[];
}

export const MAX_CONFIRM_VALUE = 200;

// Bidi overrides and isolates could make a value read backwards in the dialog.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

function shortText(value: unknown): string {
  let text: string;
  try {
    text = valueText(value);
  } catch {
    text = '…';
  }
  text = text.replace(BIDI_CONTROLS, '');
  return text.length > MAX_CONFIRM_VALUE ? `${text.slice(0, MAX_CONFIRM_VALUE - 1)}…` : text;
}

/** Fills a button's confirm text: `#field#` becomes the record's value as plain text. Never throws. */
export function fillConfirmText(template: unknown, record?: TemplateValues | null): ConfirmText {
  if (typeof template !== 'string') return { text: '', parts: [] };
  // CONFIRM_SYNTAX knows only #field#: `$` and `@param@` stay literal text.
  const parts = tokenize(template, CONFIRM_SYNTAX).map((token): ConfirmPart =>
    token.kind === 'field' ? { field: token.name, value: shortText(ownValue(record, token.name)) } : { text: token.kind === 'text' ? token.text : '' },
  );
  return { text: parts.map((part) => ('text' in part ? part.text : part.value)).join(''), parts };
}
