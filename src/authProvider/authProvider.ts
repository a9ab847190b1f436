import type { AuthProvider } from 'react-admin';
import { ERR_SESSION_INVALID } from '../api/codes';
import { pathOfHash } from '../entry/screenFor';
import { httpClient } from '../dataProvider/httpClient';
import { actionsOf } from './canAccess';
import { hasSession, readUser } from './session';
import { login, type LoginInput } from './signIn';
import { clearStorageExceptKept } from '../storage';

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

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
   * Ends the session and opens /login by its hash: the entry (src/entry/Entry.tsx) hears the hashchange and
   * replaces the shell with the light sign-in screen, whatever react-admin's router does meanwhile.
   */
  logout: async () => {
    await endSession();
    clearStorageExceptKept();
    window.location.hash = '#/login';
    return '/login';
  },

  /** A stored session, else /login; /forgotPass and /verifyLogin need none (spec §4 Session handling). */
  checkAuth: () =>
    hasSession() || OPEN_WITHOUT_SESSION.includes(pathOfHash(window.location.hash))
      ? Promise.resolve()
      : Promise.reject({ redirectTo: '/login', message: false }),

  /** 401 or err 8013 signs the user out; 403 keeps them signed in (the HTTP client already warned). */
  checkError: (error: unknown) => {
    const status = statusOf(error);
    if (status === 401 || status === ERR_SESSION_INVALID) {
      clearStorageExceptKept();
      return Promise.reject({ redirectTo: '/login', message: false });
    }
    return Promise.resolve();
  },

  getIdentity: async () => {
    const user = readUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.phone || user.code, fullName: user.name ?? user.phone, userInfo: user };
  },

  getPermissions: async () => actionsOf(readUser()),
};
