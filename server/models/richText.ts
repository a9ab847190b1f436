import type sanitize from 'sanitize-html';
import { isSafeImageUrl } from '../../src/core/imageUrl';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_TAGS, isSafeLinkUrl } from '../../src/core/richText';

/**
 * Rich text (RichText, CkEditorSchema) as it is stored: the allow-list the app shows it through
 * (src/core/richText.ts), applied with sanitize-html, so that any other reader of the API gets safe markup too.
 * Links keep only an https, mailto or relative `href` and always get rel="noopener noreferrer"; an image whose
 * address is not https or our own /api/file/<uuid> is dropped, as the app drops it.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  // isSafeLinkUrl and isSafeImageUrl decide below; these keep sanitize-html's own scheme check as narrow.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href !== undefined && isSafeLinkUrl(attribs.href) ? { href: attribs.href } : {}), rel: RICH_TEXT_LINK_REL },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(isSafeImageUrl(attribs.src) ? { src: attribs.src } : {}),
        ...(attribs.alt !== undefined ? { alt: attribs.alt } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// sanitize-html and its parser are loaded by the first rich text written, not by every start of the server (or of
// a test suite): a synchronous require, because the value rules that call this are synchronous.
let sanitizer: typeof sanitize | undefined;
const loadSanitizer = (): typeof sanitize => (sanitizer ??= require('sanitize-html') as typeof sanitize);

export const sanitizeRichText = (html: string): string => (html === '' ? '' : loadSanitizer()(html, OPTIONS));
