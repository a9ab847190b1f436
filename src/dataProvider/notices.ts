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

/** Subscribers to one kind of event; `on` returns the unsubscribe. */
const channel = <T,>() => {
  const listeners = new Set<(value: T) => void>();
  return {
    on: (listener: (value: T) => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: (value: T): void => {
      for (const listener of listeners) listener(value);
    },
  };
};

const notices = channel<Notice>();
const httpErrors = channel<HttpError>();

export const onNotice = notices.on;
export const emitNotice = notices.emit;
export const onHttpError = httpErrors.on;
export const emitHttpError = httpErrors.emit;
