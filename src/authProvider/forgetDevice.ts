import type { ForgetDeviceRequest } from '../api/auth';
import { httpClient } from '../dataProvider/httpClient';
import { readStored, removeStored } from '../storage';

/** Whether this browser holds a device secret, which lets its next sign-in skip the SMS code. */
export const isDeviceRemembered = (): boolean => Boolean(readStored('deviceId'));

/**
 * "Forget this device": `POST /api/merchant/forgetDevice` with the stored secret, then the browser forgets it too,
 * so that its next sign-in asks for the SMS code. Quiet: the screen shows the one message of a failure, and the
 * secret stays stored then, so that the user can try again.
 */
export const forgetThisDevice = async (): Promise<void> => {
  const deviceId = readStored('deviceId');
  if (!deviceId) return;
  const request: ForgetDeviceRequest = { deviceId };
  await httpClient('/api/merchant/forgetDevice', { method: 'POST', quiet: true, body: request });
  forgetTrustedBrowser();
};

/**
 * The browser forgets its device secret once the server has forgotten the device (by the secret above, or by
 * its row in /profile's list of trusted devices): the next sign-in here asks for the SMS code.
 */
export const forgetTrustedBrowser = (): void => removeStored('deviceId');
