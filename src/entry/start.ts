import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { forgetSession } from '../authProvider/signOut';
import { readLocale } from '../i18n/locales';
import { Entry } from './Entry';
import { pathOfHash } from '../core/hashPaths';
import { isRootPath } from './screenFor';

/** Starts the app in `container`: visiting `/` first signs out (spec §4 Session handling). */
export const start = (container: HTMLElement): Root => {
  if (isRootPath(pathOfHash(window.location.hash))) forgetSession();
  document.documentElement.lang = readLocale();
  const root = createRoot(container);
  root.render(createElement(Entry));
  return root;
};
