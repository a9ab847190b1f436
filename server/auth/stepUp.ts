import { FACTOR_MESSAGES, type PasskeyAuthenticationOptions } from '../../src/api/factors';
import type { StepUpAnswer } from '../../src/api/stepUp';
import { AppError, notFound } from '../http/envelope';
import { accountById, who } from './accounts';
import { attemptOf, refuseWhileThrottled } from './accountThrottle';
import type { AuditSource } from './audit';
import type { WrongReason } from './factorAnswers';
import { confirmRecentPassword, type RecentPasswordRefusal } from './recentPassword';
import type { AuthServices } from './services';
import type { AuthContext } from './sessions';
import { sha256 } from './tokens';

/**
 * The passkey challenge of a step-up is bound to the session that asked for it: the sign-in scope of passkey
 * challenges, with this hash in place of a sign-in's handle hash (as a transfer's is), so an answer signed for one
 * session, one sign-in or one transfer answers no other.
 */
const stepUpHandleHash = (auth: AuthContext): string => sha256(`stepUp:${auth.sessionId}`);

/** WebAuthn options for a step-up with one of the caller's passkeys; 409 `noPasskey` for a caller with none. */
export const stepUpPasskeyOptions = async (services: AuthServices, auth: AuthContext): Promise<PasskeyAuthenticationOptions> => {
  if ((await services.passkeys.count(auth.userId)) === 0) throw new AppError(409, FACTOR_MESSAGES.noPasskey);
  return services.passkeys.authenticationOptions(auth.userId, stepUpHandleHash(auth));
};

/** The request's password typed again, or its step-up answer (src/api/stepUp.ts: exactly one). */
export interface Proof {
  password?: string;
  stepUp?: StepUpAnswer;
}

export interface StepUpRefusal extends RecentPasswordRefusal {
  /** What the step-up is for, as the security history says it (`purpose` of authenticatorUsed / passkeyUsed). */
  purpose: string;
}

const checkAnswer = async (
  services: AuthServices, auth: AuthContext, answer: StepUpAnswer,
): Promise<{ ok: true; passkeyName?: string } | { ok: false; reason: WrongReason }> => {
  if (answer.factor === 'passkey') {
    const passkey = await services.passkeys.check(auth.userId, stepUpHandleHash(auth), answer.passkey);
    return passkey.result === 'ok' ? { ok: true, passkeyName: passkey.passkey.name } : { ok: false, reason: passkey.reason };
  }
  const app = await services.apps.check(auth.userId, answer.code);
  return app.result === 'ok' ? { ok: true } : { ok: false, reason: app.result === 'replayed' ? 'replayed' : 'wrongCode' };
};

/**
 * Recent authentication for the steps that hand out a secret or change who may do what: the password typed again
 * (recentPassword.ts), or in its place the caller's authenticator-app code or passkey. A refused answer counts toward
 * the same throttle as a wrong password, is audited under the step's refusal kind with the factor and why, and
 * answers 400 naming `stepUp`; an accepted one is in the security history as the factor's use for this purpose.
 */
export const confirmRecentAuthentication = async (
  services: AuthServices, auth: AuthContext, proof: Proof, source: AuditSource, refusal: StepUpRefusal,
): Promise<void> => {
  if (!proof.stepUp) return confirmRecentPassword(services, auth, proof.password ?? '', source, refusal);
  const account = await accountById(services.db, auth.userId);
  if (!account) throw notFound();
  const attempt = attemptOf(account, source);
  const { stepUp } = proof;
  const { factor } = stepUp;
  // One check of this account at a time, as the password's: app codes sent together in a burst are counted one by
  // one, so none of them passes the wait that the ones before it have earned.
  const checked = await services.throttle.oneAtATime(attempt, async () => {
    await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
    const answer = await checkAnswer(services, auth, stepUp);
    if (!answer.ok) {
      await services.throttle.fail(attempt);
      await services.audit({
        kind: refusal.kind, outcome: 'failure', ...who(account), ...source, detail: { ...refusal.detail, reason: answer.reason, factor },
      });
      throw new AppError(400, FACTOR_MESSAGES.stepUpRefused, { data: { field: 'stepUp' } });
    }
    await services.throttle.succeed(attempt, { keepAccountWide: true });
    return answer;
  });
  await services.audit({
    kind: factor === 'passkey' ? 'passkeyUsed' : 'authenticatorUsed', outcome: 'success', ...who(account), ...source,
    detail: { purpose: refusal.purpose, ...(checked.passkeyName ? { name: checked.passkeyName } : {}) },
  });
};
