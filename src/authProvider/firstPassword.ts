import type { ChangePasswordRequest } from '../api/auth';
import { httpClient } from '../dataProvider/httpClient';
import { forgetSession, signOut } from './signOut';
import { readUser } from './session';

/** Whether the signed-in user must still replace the first password the owner chose (the login answer says). */
export const mustChangePassword = (): boolean => readUser()?.mustChangePassword === true;

/**
 * `POST /api/merchant/changePassword` from the first-password step: the server ends every session of the user, so
 * the browser forgets this one too and the employee signs in again with the password only they know.
 */
export const changeFirstPassword = async (request: ChangePasswordRequest): Promise<void> => {
  await httpClient('/api/merchant/changePassword', { method: 'POST', quiet: true, body: request });
  forgetSession();
};

/** Leaving the step without a new password: the session ends on the server too (logout is open to this user). */
export const leaveFirstPassword = async (): Promise<void> => {
  try {
    await httpClient('/api/merchant/logout', { method: 'POST', quiet: true });
  } catch {
    // Signing out locally goes on: the session lapses on the server by itself.
  }
  signOut();
};
