import type { AuthProvider } from 'react-admin';
import { pathOfHash } from '../core/hashPaths';
import { httpClient } from '../dataProvider/httpClient';
import { actionsOf } from './canAccess';
import { hasSession, readUser } from './session';
import { login, type LoginInput } from './signIn';
import { checkError } from './checkError';
import { signOut } from './signOut';

/** The screens a visitor without a session may stay on (spec §4 Session handling). */
const OPEN_WITHOUT_SESSION: readonly string[] = ['/forgotPass', '/verifyLogin'];

/** Signs out on the server when there is a session to end; a failure there must not keep the user signed in. */
const endSession = async (): Promise<void> => {
  if (!hasSession()) return;
  try {
    await httpClient('/api/merchant/logout', { method: 'POST' });
  } catch {
    // The HTTP client has already told the user; signing out locally goes on.
  }
};

/**
 * react-admin's view of the session (spec §4 Session handling, §6). The sign-in screens call signIn.ts directly;
 * this object is what the shell uses to check, end and describe the session.
 */
export const authProvider: AuthProvider = {
  login: async (params: LoginInput) => ({ redirectTo: await login(params) }),

  /**
   * Ends the session on the server, then here; signOut opens /login for the light entry. False: react-admin's own
   * redirect would come a tick later and put /login back over a screen the user opened meanwhile (forgot password).
   */
  logout: async () => {
    await endSession();
    signOut();
    return false;
  },

  /** A stored session, else /login; /forgotPass and /verifyLogin need none (spec §4 Session handling). */
  checkAuth: () =>
    hasSession() || OPEN_WITHOUT_SESSION.includes(pathOfHash(window.location.hash))
      ? Promise.resolve()
      : Promise.reject({ redirectTo: '/login', message: false }),

  checkError,

  getIdentity: async () => {
    const user = readUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.phone || user.code, fullName: user.name ?? user.phone, userInfo: user };
  },

  getPermissions: async () => actionsOf(readUser()),
};
