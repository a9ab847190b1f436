/**
 * Alerts and warnings raised outside React (by the HTTP client) reach the screen through here:
 * the sign-in screens and the admin shell each subscribe and show them their own way.
 */
export type NoticeType = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  /** A message key of the i18n catalogue, or a server message shown as it is when no key matches. */
  message: string;
  type: NoticeType;
  messageArgs?: Record<string, string | number>;
  /** A second line: a message key or a server message. */
  detail?: string;
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();

export const onNotice = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitNotice = (notice: Notice): void => {
  for (const listener of listeners) listener(notice);
};
