import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isSafeImageUrl } from '../../core/imageUrl';

export { isSafeImageUrl } from '../../core/imageUrl';

/**
 * The one gate for rich-text HTML (RichText, CkEditorSchema): an allow-list of tags and attributes, links only
 * to https, mailto or relative addresses, images only from https or our own /api/file/<uuid> store (imageUrl.ts). Everything else
 * (scripts, event handlers, styles, svg, iframes, javascript: and data: URLs) is dropped.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'img'];
const ALLOWED_ATTR = ['href', 'src', 'alt'];

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

let purifier: Purifier | null = null;

const createPurifier = (): Purifier => {
  // An instance of our own: its hooks must not change what other users of DOMPurify (react-admin) allow.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'href') data.keepAttr = tag === 'a' && isSafeLinkUrl(data.attrValue);
    if (data.attrName === 'src') data.keepAttr = tag === 'img' && isSafeImageUrl(data.attrValue);
    // Our own checks above decide; DOMPurify's URI check would otherwise apply its wider defaults.
    if (data.keepAttr && (data.attrName === 'href' || data.attrName === 'src')) data.forceKeepAttr = true;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
    // An image whose address was refused is dropped rather than left as an empty frame.
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return instance;
};

/** Clean HTML for the form value and for display; '' for anything that is not a string. */
export const sanitizeHtml = (html: unknown): string => {
  if (typeof html !== 'string' || html === '') return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
};
