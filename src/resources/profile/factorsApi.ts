import { z } from 'zod';
import {
  type AuthenticatorStart, authenticatorStartSchema, passkeyRegistrationOptionsSchema,
  recoveryCodesDataSchema,
} from '../../api/factors';
import { callParsed } from '../../dataProvider/callParsed';
import { createPasskey } from '../../authProvider/browserPasskeys';

/**
 * The calls of /profile's second factors (`findFactors`, `/api/security/*Authenticator`, `*Passkey*`,
 * `regenerateRecoveryCodes`). Quiet: each section shows a refusal where it happened.
 */

/** Takes the password again: a session left open must not be enough to add a factor. */
export const startAuthenticator = (password: string): Promise<AuthenticatorStart> =>
  callParsed('/api/security/startAuthenticator', authenticatorStartSchema, { body: { password }, quiet: true });

/** The recovery codes to show once, or null when the user keeps those they have. */
export const confirmAuthenticator = async (code: string): Promise<string[] | null> =>
  (await callParsed('/api/security/confirmAuthenticator', recoveryCodesDataSchema, { body: { code: code.trim() }, quiet: true })).recoveryCodes;

export const removeAuthenticator = async (password: string): Promise<void> => {
  await callParsed('/api/security/removeAuthenticator', z.null(), { body: { password }, quiet: true });
};

export const regenerateRecoveryCodes = async (password: string): Promise<string[]> =>
  (await callParsed('/api/security/regenerateRecoveryCodes', recoveryCodesDataSchema, { body: { password }, quiet: true })).recoveryCodes ?? [];

/**
 * A new passkey under `name`: the server's options (for the password again), the browser's prompt, the answer stored.
 * Resolves to the recovery codes to show once (the first strong factor), else null. A prompt the user closes throws
 * `app.passkeys.cancelled`.
 */
export const addPasskey = async (name: string, password: string): Promise<string[] | null> => {
  const options = await callParsed('/api/security/startPasskeyRegistration', passkeyRegistrationOptionsSchema, { body: { password }, quiet: true });
  const response = await createPasskey(options);
  return (await callParsed('/api/security/finishPasskeyRegistration', recoveryCodesDataSchema, {
    body: { name: name.trim(), response }, quiet: true,
  })).recoveryCodes;
};

export const removePasskey = async (id: number, password: string): Promise<void> => {
  await callParsed('/api/security/removePasskey', z.null(), { body: { id, password }, quiet: true });
};
