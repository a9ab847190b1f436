import { type TemplateToken, URL_SYNTAX, tokenize } from './placeholders';
import { type TemplateValues, ownValue, queryValue, valueText } from './values';

export interface UrlTemplateContext {
  /** The record the button acts on: `#field#` reads its own properties. */
  record?: TemplateValues | null;
  /** The route's query: `@param@` reads it. */
  query?: TemplateValues | URLSearchParams | null;
  /** The id `$` stands for; the record's `id` when left out. */
  id?: string | number | null;
}

export type UrlResult = { ok: true; url: string } | { ok: false; reason: string };

export const MAX_URL_LENGTH = 8192;

// Control and format characters (incl. bidi overrides), any whitespace, and `\`, which browsers read as `/`.
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
const HTTPS = /^https:\/\//i;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const PROBE_ORIGIN = 'https://origin.invalid';

const refuse = (reason: string): UrlResult => ({ ok: false, reason });

/** Where the host of an `https://` URL ends. */
const authorityEnd = (template: string) => {
  const end = template.slice(8).search(/[/?#]/);
  return end === -1 ? template.length : end + 8;
};

/** Why a finished URL must not be followed, or null: only `/path`, `#/route` and `https://host/...` are. */
export function unsafeUrlReason(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `the url is longer than ${MAX_URL_LENGTH} characters`;
  if (UNSAFE_CHARACTER.test(url)) return 'the url contains whitespace, control characters or a backslash';
  let path: string;
  if (url.startsWith('#/') || (url.startsWith('/') && !url.startsWith('//'))) {
    const target = url.startsWith('#') ? url.slice(1) : url;
    path = target.split(/[?#]/, 1)[0];
    try {
      if (new URL(url, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return 'the url leaves this site';
    } catch {
      return 'the url is malformed';
    }
  } else if (HTTPS.test(url)) {
    if (url.charAt(8) === '/' || url.length === 8) return 'the url has no host';
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'the url is malformed';
    }
    if (parsed.protocol !== 'https:' || parsed.hostname === '') return 'the url has no host';
    if (parsed.username !== '' || parsed.password !== '') return 'the url carries credentials';
    path = url.slice(authorityEnd(url)).split(/[?#]/, 1)[0];
  } else {
    return 'only paths of this site (/…, #/…) and https:// URLs are followed';
  }
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment)) ? 'the url contains a . or .. segment' : null;
}

/** Whether a placeholder comes before the `/`, `?` or `#` that ends the host of an `https://` template. */
function placeholderInHost(tokens: readonly TemplateToken[]): boolean {
  let offset = 0;
  for (const token of tokens) {
    if (token.kind !== 'text') return true;
    if (token.text.slice(Math.max(0, 8 - offset)).search(/[/?#]/) !== -1) return false;
    offset += token.text.length;
  }
  return false;
}

function tokenText(token: TemplateToken, context: UrlTemplateContext): string {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'id': {
      const id = context.id ?? ownValue(context.record, 'id');
      return encodeURIComponent(valueText(id));
    }
    case 'field':
      return encodeURIComponent(valueText(ownValue(context.record, token.name)));
    case 'param':
      return encodeURIComponent(valueText(queryValue(context.query, token.name)));
  }
}

/**
 * Fills a button's url template (see index.ts for the syntax): each inserted value is URI-encoded, so it stays
 * inside its path segment or query value. The result is given only when it is a path of this site or an https
 * URL whose host the template itself names; otherwise the reason. Never throws.
 */
export function fillUrlTemplate(template: unknown, context: UrlTemplateContext = {}): UrlResult {
  if (typeof template !== 'string') return refuse('the url template is not text');
  if (template.length > MAX_URL_LENGTH) return refuse(`the url template is longer than ${MAX_URL_LENGTH} characters`);
  if (UNSAFE_CHARACTER.test(template)) return refuse('the url template contains whitespace, control characters or a backslash');
  const tokens = tokenize(template, URL_SYNTAX);
  if (HTTPS.test(template) && placeholderInHost(tokens)) return refuse('a placeholder may not choose the host of the url');
  let url: string;
  try {
    url = tokens.map((token) => tokenText(token, context)).join('');
  } catch (error) {
    // encodeURIComponent refuses lone surrogates; JSON.stringify refuses cycles and bigints.
    return refuse(error instanceof URIError ? 'a value is not well-formed text' : 'a value cannot be written as text');
  }
  const reason = unsafeUrlReason(url);
  return reason === null ? { ok: true, url } : refuse(reason);
}
