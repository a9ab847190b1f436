import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Modal } from './modalStack';

/**
 * Closes the open dialogs when the route changes (issue 14): a dialog belongs to the screen that opened it, and a
 * message about that screen ('There is no record to show…') must not stay over the next one. Only the dialogs open
 * before the change close; one the new screen opens as it mounts stays. A confirm is declined (its action does not
 * run); a message's or form's own close callbacks do not run, since what follows them (a reload, going back)
 * belongs to the screen that was left.
 */
export const useCloseOnRouteChange = (modals: readonly Modal[], hide: (id: string) => void): void => {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const open = useRef(modals);
  open.current = modals;
  const shownOn = useRef(route);
  useEffect(() => {
    if (shownOn.current === route) return;
    shownOn.current = route;
    for (const modal of open.current) {
      if (!modal.show) continue;
      if (modal.kind === 'confirm') modal.onCancel?.();
      hide(modal.id);
    }
  }, [route, hide]);
};
