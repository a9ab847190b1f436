import { writeStoredJson } from '../storage';
import { readUser } from './session';

/** The shell's screen a user is kept to while their role requires a passkey or an authenticator app they lack. */
export const ENROL_PATH = '/enrolFactor';

/** Whether the signed-in user must still add a passkey or an authenticator app (the login answer says). */
export const mustEnrolStrongFactor = (): boolean => readUser()?.mustEnrolStrongFactor === true;

/**
 * One is added and its recovery codes saved: the stored user no longer carries the restriction (the server lifts it
 * at the next request by itself, seeing the factor).
 */
export const releaseEnrolment = (): void => {
  const user = readUser();
  if (user) writeStoredJson('user', { ...user, mustEnrolStrongFactor: undefined });
};
