import { z } from 'zod';
import {
  type AuthenticatorStart, authenticatorStartSchema, type FactorStatus, factorStatusSchema, recoveryCodesDataSchema,
} from '../../api/factors';
import { callParsed } from '../../dataProvider/callParsed';

/**
 * The calls of /profile's Authenticator app section (`/api/security/*Authenticator`, `findFactors`,
 * `regenerateRecoveryCodes`). Quiet: the section shows each refusal where it happened.
 */

export const fetchFactors = (signal?: AbortSignal): Promise<FactorStatus> =>
  callParsed('/api/security/findFactors', factorStatusSchema, { body: {}, signal, quiet: true });

export const startAuthenticator = (): Promise<AuthenticatorStart> =>
  callParsed('/api/security/startAuthenticator', authenticatorStartSchema, { body: {}, quiet: true });

/** The recovery codes to show once, or null when the user keeps those they have. */
export const confirmAuthenticator = async (code: string): Promise<string[] | null> =>
  (await callParsed('/api/security/confirmAuthenticator', recoveryCodesDataSchema, { body: { code: code.trim() }, quiet: true })).recoveryCodes;

export const removeAuthenticator = async (password: string): Promise<void> => {
  await callParsed('/api/security/removeAuthenticator', z.null(), { body: { password }, quiet: true });
};

export const regenerateRecoveryCodes = async (password: string): Promise<string[]> =>
  (await callParsed('/api/security/regenerateRecoveryCodes', recoveryCodesDataSchema, { body: { password }, quiet: true })).recoveryCodes ?? [];
