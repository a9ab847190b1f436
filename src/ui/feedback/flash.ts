import type { FormMessage } from './formMessage';

/**
 * One message handed from a screen to the next (e.g. "password changed" shown on /login):
 * kept in memory only, read once.
 */
export type Flash = FormMessage;

let pending: Flash | null = null;

export const setFlash = (flash: Flash): void => {
  pending = flash;
};

export const takeFlash = (): Flash | null => {
  const flash = pending;
  pending = null;
  return flash;
};
