import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a route change a lost focus is still looked for: a lazy screen may take that long to draw. */
export const ROUTE_FOCUS_WINDOW_MS = 3000;
const POLL_MS = 50;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

const focusHere = (element: HTMLElement) => {
  // Focusable by script only, not a Tab stop.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  // Not scrolled to: a new screen starts at the top anyway, and a page the user has scrolled stays put.
  element.focus({ preventScroll: true });
};

/**
 * The focus is never lost on a route change (WCAG 2.4.3): when the focused control leaves with the old screen
 * (Save, then back to the list; a row's link), the focus would fall back to the page's body, and Tab and screen
 * readers would start again from the top. It goes to the new screen's heading instead, which screen readers
 * read, or to the content area if the screen shows none in time. A focus the user still has (a menu link) is
 * left where it is.
 */
export const RouteFocus = () => {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first screen: the browser places the focus itself.
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    const timer = window.setInterval(() => {
      const late = Date.now() - started > ROUTE_FOCUS_WINDOW_MS;
      if (focusLost()) {
        const heading = document.querySelector<HTMLElement>('#main-content h1');
        const content = document.getElementById('main-content');
        if (heading) focusHere(heading);
        else if (late && content) focusHere(content);
        else return;
        window.clearInterval(timer);
      } else if (late) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pathname, search]);
  return null;
};
