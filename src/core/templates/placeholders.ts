/** Which placeholders a template understands: URL templates all three, confirm texts only `#field#`. */
export interface TemplateSyntax {
  fields: boolean;
  params: boolean;
  id: boolean;
}

export const URL_SYNTAX: TemplateSyntax = { fields: true, params: true, id: true };
export const CONFIRM_SYNTAX: TemplateSyntax = { fields: true, params: false, id: false };

export type Placeholder =
  | { kind: 'field'; name: string; start: number; end: number }
  | { kind: 'param'; name: string; start: number; end: number }
  | { kind: 'id'; start: number; end: number };

export type TemplateToken = { kind: 'text'; text: string } | Placeholder;

const NAME = '[A-Za-z_][A-Za-z0-9_]{0,63}';

function patternOf({ fields, params, id }: TemplateSyntax): RegExp {
  const alternatives = [fields ? `#(${NAME})#` : '(?!)', params ? `@(${NAME})@` : '(?!)', id ? '\\$' : '(?!)'];
  return new RegExp(alternatives.join('|'), 'g');
}

/** The template cut into literal text and placeholders, left to right (`#/form` is text: `/` starts no name). */
export function tokenize(template: string, syntax: TemplateSyntax = URL_SYNTAX): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  const pattern = patternOf(syntax);
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start > last) tokens.push({ kind: 'text', text: template.slice(last, start) });
    if (match[1] !== undefined) tokens.push({ kind: 'field', name: match[1], start, end });
    else if (match[2] !== undefined) tokens.push({ kind: 'param', name: match[2], start, end });
    else tokens.push({ kind: 'id', start, end });
    last = end;
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last) });
  return tokens;
}

/** The placeholders of a template, for the reference check of a definition. */
export const findPlaceholders = (template: string, syntax: TemplateSyntax = URL_SYNTAX): Placeholder[] =>
  tokenize(template, syntax).filter((token): token is Placeholder => token.kind !== 'text');
