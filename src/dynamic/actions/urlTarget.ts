import type { ButtonDefinition } from '../../api/pageDefinition';
import { fillUrlTemplate, type UrlTemplateContext } from '../../core/templates';

export interface FormRoute {
  page: string;
  mode: string | null;
  id: string | null;
  voucher: string | null;
  embed: string | null;
}

export type UrlTarget =
  | { kind: 'navigate'; path: string }
  | { kind: 'modal'; route: FormRoute }
  | { kind: 'open'; url: string }
  | { kind: 'refused'; reason: string };

/** The /form route of a `#/form?…` url, when it is one with a page. */
export const formRouteOf = (hashUrl: string): FormRoute | null => {
  const target = new URL(hashUrl.slice(1), 'https://app.invalid');
  const page = target.searchParams.get('page');
  if (target.pathname !== '/form' || !page) return null;
  const read = (name: string) => target.searchParams.get(name);
  return { page, mode: read('mode'), id: read('id'), voucher: read('voucher'), embed: read('embed') };
};

/**
 * Where a url button goes (spec §3, §5): the template is filled by src/dynamic/templates (values encoded, scheme
 * checked); a `#/` route of the app is followed in the app (in the form modal when `embedUrl` and it is a /form
 * route), an `https://` url opens in a new tab, anything else (a bare `/path` too) is refused.
 */
export const urlTarget = (button: ButtonDefinition, context: UrlTemplateContext): UrlTarget => {
  const filled = fillUrlTemplate(button.url, context);
  if (!filled.ok) return { kind: 'refused', reason: filled.reason };
  const { url } = filled;
  if (url.startsWith('#/')) {
    const route = button.embedUrl ? formRouteOf(url) : null;
    return route ? { kind: 'modal', route } : { kind: 'navigate', path: url.slice(1) };
  }
  if (/^https:\/\//i.test(url)) return { kind: 'open', url };
  return { kind: 'refused', reason: 'only routes of the app (#/…) and https:// addresses are opened' };
};
