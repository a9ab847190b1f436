import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a route change the focus is watched: a lazy screen may take that long to draw its heading. */
const ROUTE_FOCUS_WINDOW_MS = 3000;
const POLL_MS = 50;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Whether the user's last input was a key. A focus moved by script is drawn with a ring when it follows the keyboard
 * (the user must see where Tab goes on from) and without one when it follows a click or a touch: the browser's own
 * :focus-visible rule draws it after a click too once the clicked link has left with the old screen.
 */
let keyboardLast = false;
const QUIET = 'data-focus-quiet';
const QUIET_STYLES = { [`[${QUIET}]:focus`]: { outline: 'none' } };

const focusHere = (element: HTMLElement) => {
  // Focusable by script only, not a Tab stop.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  if (keyboardLast) element.removeAttribute(QUIET);
  else {
    element.setAttribute(QUIET, '');
    element.addEventListener('blur', () => element.removeAttribute(QUIET), { once: true });
  }
  // Not scrolled to: a new screen starts at the top anyway, and a page the user has scrolled stays put.
  element.focus({ preventScroll: true });
};

const onKey = (event: KeyboardEvent) => {
  // A modifier alone (Ctrl held to open a link in a tab) is no keyboard navigation.
  if (!['Control', 'Meta', 'Alt', 'Shift'].includes(event.key)) keyboardLast = true;
};
const onPointer = () => {
  keyboardLast = false;
};

/**
 * The focus is never lost on a route change (WCAG 2.4.3): when the focused control leaves with the old screen
 * (Save, then back to the list; a row's link), the focus would fall back to the page's body, and Tab and screen
 * readers would start again from the top. It goes to the content area at once (as react-admin's skip link does:
 * Tab goes on from the new screen), and on to the screen's heading when one is drawn (screen readers read it).
 * A focus the user still has (a menu link) is left where it is. The ring is drawn after keyboard use only.
 */
export const RouteFocus = () => {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  useEffect(() => {
    // The first screen: the browser places the focus itself.
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    const watch = () => {
      const content = document.getElementById('main-content');
      const heading = content?.querySelector<HTMLElement>('h1') ?? null;
      if (focusLost()) {
        const target = heading ?? content;
        if (target) focusHere(target);
      } else if (heading && document.activeElement === content) focusHere(heading);
      const done = heading !== null && document.activeElement === heading;
      if (done || Date.now() - started > ROUTE_FOCUS_WINDOW_MS) window.clearInterval(timer);
    };
    const timer = window.setInterval(watch, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pathname, search]);
  return <GlobalStyles styles={QUIET_STYLES} />;
};
