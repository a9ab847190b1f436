/**
 * The rich-text allow-list (RichText, CkEditorSchema), one for both sides: the app's DOMPurify gate
 * (src/dynamic/widgets/sanitizeHtml.ts) and the server's sanitiser of stored values (server/models/richText.ts).
 * Links only to https, mailto or relative addresses; images only from https or our own /api/file/<uuid> store
 * (imageUrl.ts). Everything else (scripts, event handlers, styles, svg, iframes, javascript: and data: URLs) is
 * dropped. Plain data, no DOM.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'img',
];

/** The attributes each tag may keep: `href` only on links and `src` only on images, when the checks below pass. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel'],
  img: ['src', 'alt'],
};

/** Every link gets it, whatever it said: a page opened from rich text never reaches back through `window.opener`. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

/** Browsers ignore control characters and spaces inside a URL's scheme ('java\tscript:'): so do we. */
const compact = (url: string): string => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

const schemeOf = (url: string): string | null => {
  const match = /^([^/?#]*?):/.exec(url);
  return match ? match[1].toLowerCase() : null;
};

/** '//host' and '/\host' leave the origin although they look relative. */
const leavesOrigin = (url: string): boolean => /^[/\\]{2}/.test(url) || /^\/\\/.test(url) || /^\\/.test(url);

export const isSafeLinkUrl = (raw: string): boolean => {
  const url = compact(raw);
  if (url === '') return false;
  const scheme = schemeOf(url);
  if (scheme !== null) return scheme === 'https' || scheme === 'mailto';
  return !leavesOrigin(url);
};
