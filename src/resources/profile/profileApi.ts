import { type ChangePasswordRequest, type ProfileData, profileDataSchema } from '../../api/auth';
import { callParsed } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';

/**
 * The calls of /profile. Quiet: the screen shows the one message of a failure itself (a lost session still
 * signs out through the HTTP client).
 */

/** `GET /api/merchant/profile`: the signed-in user's details, checked against the wire schema. */
export const fetchProfile = (signal?: AbortSignal): Promise<ProfileData> =>
  callParsed('/api/merchant/profile', profileDataSchema, { method: 'GET', quiet: true, signal });

/** `POST /api/merchant/changePassword`: on success the server ends every session of the user, this one included. */
export const changePassword = async (request: ChangePasswordRequest): Promise<void> => {
  await httpClient('/api/merchant/changePassword', { method: 'POST', quiet: true, body: request });
};
