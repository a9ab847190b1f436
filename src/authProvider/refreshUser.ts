import { isPlainObject } from '../core/isPlainObject';
import { httpClient } from '../dataProvider/httpClient';
import { writeStoredJson } from '../storage';
import { hasSession, readUser } from './session';
import { parseUserInfo } from './userInfo';

/**
 * Re-reads the signed-in user's `userInfo` from the server (GET /api/merchant/profile) and keeps it when it
 * differs from the stored copy: a role or permission changed since sign-in reaches the menu and the screens'
 * access at the next load of the shell, not only at the next sign-in. Quiet: a failure keeps the stored copy (a
 * lost session still signs out through the HTTP client). True when the stored user changed.
 */
export const refreshStoredUser = async (): Promise<boolean> => {
  if (!hasSession()) return false;
  try {
    const body = await httpClient('/api/merchant/profile', { method: 'GET', quiet: true });
    const fresh = parseUserInfo(isPlainObject(body.data) ? body.data.userInfo : null);
    if (!fresh || JSON.stringify(fresh) === JSON.stringify(readUser())) return false;
    writeStoredJson('user', fresh);
    return true;
  } catch {
    return false;
  }
};

let confirmation: Promise<boolean> | null = null;

/**
 * The stored user checked against the server once per page load, so the shell draws its menu and screens on the
 * rights the user holds now: a stale copy (rights removed since sign-in) would ask for data the server refuses.
 * The loader starts it beside the shell's chunk; a sign-in's own answer counts as checked (`userConfirmed`).
 */
export const confirmStoredUser = (): Promise<boolean> => (confirmation ??= refreshStoredUser());

/** The stored user was just written from the server's answer (a sign-in): nothing to check at this load. */
export const userConfirmed = (): void => {
  confirmation = Promise.resolve(false);
};
