import type { HttpError } from './HttpError';

/**
 * What the HTTP client tells the app, outside React: alerts and warnings, which the sign-in screens and the admin
 * shell each show their own way, and every failed call, for authProvider's checkError to decide on.
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

type ErrorListener = (error: HttpError) => void;

const errorListeners = new Set<ErrorListener>();

export const onHttpError = (listener: ErrorListener): (() => void) => {
  errorListeners.add(listener);
  return () => {
    errorListeners.delete(listener);
  };
};

export const emitHttpError = (error: HttpError): void => {
  for (const listener of errorListeners) listener(error);
};
