import { z } from 'zod';
import { passkeyAuthenticationResponseSchema } from './factors';

/**
 * Step-up (issue 35): the calls that take the caller's password again (creating or rolling an API key, changing who
 * may do what) take, in its place, the caller's authenticator-app code or a passkey's answer to
 * `/api/security/stepUpPasskeyOptions`. One of the two is sent, never both.
 */
export const stepUpAnswerSchema = z.discriminatedUnion('factor', [
  z.object({ factor: z.literal('totp'), code: z.string().trim().min(1).max(12) }),
  z.object({ factor: z.literal('passkey'), passkey: passkeyAuthenticationResponseSchema }),
]);
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>;

/** What proves it is still the user: the password typed again, or a strong factor's answer. */
export type Reauthentication = { password: string; stepUp?: undefined } | { password?: undefined; stepUp: StepUpAnswer };

/** A request's `password` (made optional) and `stepUp` fields; `oneReauthentication` checks that exactly one came. */
export const reauthenticationFields = (password: z.ZodString) => ({ password: password.optional(), stepUp: stepUpAnswerSchema.optional() });

export const STEP_UP_DESCRIPTION = 'Send `password` (the caller\'s, typed again) or, for a caller with an authenticator app or a '
  + 'passkey, `stepUp` instead: `{ factor: \'totp\', code }` or `{ factor: \'passkey\', passkey }` (the browser\'s answer to '
  + 'security/stepUpPasskeyOptions\' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, '
  + 'counted like a wrong password.';

export const oneReauthentication = (value: { password?: string; stepUp?: StepUpAnswer }, ctx: z.core.$RefinementCtx): void => {
  if (value.password === undefined && value.stepUp === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'is required' });
  if (value.password !== undefined && value.stepUp !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['stepUp'], message: 'send password or stepUp, not both' });
  }
};
