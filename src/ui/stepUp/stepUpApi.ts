import { ERR } from '../../api/codes';
import { type FactorStatus, factorStatusSchema, passkeyAuthenticationOptionsSchema } from '../../api/factors';
import type { StepUpAnswer } from '../../api/stepUp';
import { signWithPasskey } from '../../authProvider/browserPasskeys';
import { callParsed } from '../../dataProvider/callParsed';
import { HttpError } from '../../dataProvider/HttpError';

/** The caller's second factors (`findFactors`): /profile's sections and the step-up dialog read them. Quiet. */
export const fetchFactors = (signal?: AbortSignal): Promise<FactorStatus> =>
  callParsed('/api/security/findFactors', factorStatusSchema, { body: {}, signal, quiet: true });

/** The ways a caller may confirm a step besides the password: a passkey, an active authenticator app. */
export interface StepUpWays {
  passkey: boolean;
  totp: boolean;
}

export const stepUpWaysOf = (status: FactorStatus): StepUpWays => ({
  passkey: status.passkeys.length > 0, totp: status.authenticator.state === 'active',
});

/** The server's challenge for this session, signed by one of the caller's passkeys (the browser's prompt). */
export const answerWithPasskey = async (): Promise<StepUpAnswer> => {
  const options = await callParsed('/api/security/stepUpPasskeyOptions', passkeyAuthenticationOptionsSchema, { body: {}, quiet: true });
  return { factor: 'passkey', passkey: await signWithPasskey(options) };
};

/**
 * A refusal of the confirmation itself (the password, the code or the passkey named as the field, or too many tries):
 * said in the dialog, which stays open for another try. Any other refusal is the step's own and goes back to its screen.
 */
export const isStepUpRefusal = (error: unknown): boolean => {
  if (!(error instanceof HttpError)) return false;
  if (error.status === ERR.tooManyRequests) return true;
  const data = (error.body as { data?: { field?: unknown } } | null)?.data;
  return data?.field === 'password' || data?.field === 'stepUp';
};
