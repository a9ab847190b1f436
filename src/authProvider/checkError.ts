import { isSessionLostCode } from '../api/codes';
import { signOut } from './signOut';

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** Errors already acted on: react-admin passes on the same error the HTTP client reported, and it signs out once. */
const handled = new WeakSet<object>();

/**
 * The one place that decides whether an error ends the session (react-admin's `checkError`): a 401 or
 * ERR_SESSION_INVALID signs the user out; a 403 keeps them signed in (the HTTP client has warned). It hears every failed call: the
 * entry passes on what the HTTP client reports, react-admin what its data calls throw.
 */
export const checkError = async (error: unknown): Promise<void> => {
  const status = statusOf(error);
  if (status === undefined || !isSessionLostCode(status)) return;
  const isObject = typeof error === 'object' && error !== null;
  if (!isObject || !handled.has(error)) {
    if (isObject) handled.add(error);
    signOut();
  }
  // Already signed out here: react-admin only needs to leave the screen, not to call logout again.
  throw { redirectTo: '/login', logoutUser: false, message: false };
};
