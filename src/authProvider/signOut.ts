import { clearStorageExceptKept } from '../storage';

/**
 * Forgets the session on this browser: storage is cleared but for deviceId, code and phone (spec §4 Session
 * handling). Visiting `/` and opening /login do this too, without leaving the screen.
 */
export const forgetSession = (): void => clearStorageExceptKept();

/**
 * The one sign-out of the app: forget the session and open /login by its hash, which the light entry
 * (src/entry/Entry.tsx) hears and renders in place of the shell, whatever react-admin's router does meanwhile.
 */
export const signOut = (): void => {
  forgetSession();
  if (window.location.hash !== '#/login') window.location.hash = '#/login';
};
