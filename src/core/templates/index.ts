/**
 * Templates of page-definition buttons (spec §3 "Button", §5).
 *
 * - `url` templates: `$` is the record id (the route's `id` when there is one, else the record's `id`); `#field#`
 *   is the record's own property `field`; `@param@` is the route query parameter `param`. Names are identifiers
 *   (`[A-Za-z_][A-Za-z0-9_]*`); `#/` opens a hash route and is plain text. Every inserted value is written as text
 *   (objects as JSON, null/undefined as '') and URI-encoded, so it cannot add a `/`, `?`, `#`, `&` or `=`. The
 *   result is followed only when it is a path of this site (`/…` but not `//…`, or `#/…`) or an `https://` URL
 *   whose host is written in the template; no `.`/`..` segments, whitespace, control characters or `\`.
 * - `confirm` texts: only `#field#`, replaced by the value as plain text (at most 200 characters); the parts list
 *   lets the UI emphasise values without any markup.
 */
export { type ConfirmPart, type ConfirmText, fillConfirmText } from './confirmText';
export {
  CONFIRM_SYNTAX, type Placeholder, type TemplateSyntax, type TemplateToken, URL_SYNTAX, findPlaceholders, tokenize,
} from './placeholders';
export { type UrlResult, type UrlTemplateContext, fillUrlTemplate, unsafeUrlReason } from './urlTemplate';
