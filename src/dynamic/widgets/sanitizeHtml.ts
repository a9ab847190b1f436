import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isSafeImageUrl } from '../../core/imageUrl';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_TAGS, isSafeLinkUrl } from '../../core/richText';

export { isSafeImageUrl } from '../../core/imageUrl';
export { isSafeLinkUrl } from '../../core/richText';

/** The allow-list of src/core/richText.ts; DOMPurify takes one list of attributes, the hook below places them. */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

let purifier: Purifier | null = null;

const createPurifier = (): Purifier => {
  // An instance of our own: its hooks must not change what other users of DOMPurify (react-admin) allow.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'href') data.keepAttr = isSafeLinkUrl(data.attrValue);
    if (data.attrName === 'src') data.keepAttr = isSafeImageUrl(data.attrValue);
    // Our own checks above decide; DOMPurify's URI check would otherwise apply its wider defaults.
    if (data.keepAttr && (data.attrName === 'href' || data.attrName === 'src')) data.forceKeepAttr = true;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.nodeName === 'A') node.setAttribute('rel', RICH_TEXT_LINK_REL);
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
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
};
