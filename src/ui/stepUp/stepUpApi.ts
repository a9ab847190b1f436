import { type FactorStatus, factorStatusSchema, passkeyAuthenticationOptionsSchema } from '../../api/factors';
import type { StepUpAnswer } from '../../api/stepUp';
import { signWithPasskey } from '../../authProvider/browserPasskeys';
import { callParsed } from '../../dataProvider/callParsed';

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
