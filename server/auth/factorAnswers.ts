import type { CodeFactor, PasskeyAuthenticationResponse } from '../../src/api/factors';
import type { Account } from './accounts';
import type { CodeCheck } from './challenges';
import type { PasskeyRefusal } from './passkeys';
import type { AuthServices } from './services';
import { hasStrongFactor } from './strongFactors';
import { sha256 } from './tokens';

/**
 * Why an answer was wrong, for the security history: a code that matched nothing, one already used, or why a
 * passkey's answer was refused (passkeys.ts).
 */
export type WrongReason = 'wrongCode' | 'replayed' | PasskeyRefusal;

/** A sign-in challenge's answer: a typed code of the factor it names, or a passkey's signed answer. */
export type ChallengeAnswer = { factor: CodeFactor; code: string } | { factor: 'passkey'; passkey: PasskeyAuthenticationResponse };

/**
 * Checks a sign-in challenge's answer by the factor it names: the SMS code against the challenge itself; an
 * authenticator app's code, a recovery code or a passkey against the user's factor (a recovery code only while the
 * user has a strong factor), then settles the challenge with it, so that every factor counts toward the same limit
 * of wrong codes.
 */
export const answerChallenge = async (
  services: AuthServices, account: Account, handle: string, answer: ChallengeAnswer,
): Promise<{ check: CodeCheck; reason: WrongReason; passkeyName?: string }> => {
  if (answer.factor === 'sms') return { check: await services.challenges.check('login', handle, answer.code), reason: 'wrongCode' };
  if (answer.factor === 'passkey') {
    const passkey = await services.passkeys.check(account.userId, sha256(handle), answer.passkey);
    const check = await services.challenges.settle('login', handle, passkey.result === 'ok');
    return passkey.result === 'ok' ? { check, reason: 'wrongCode', passkeyName: passkey.passkey.name } : { check, reason: passkey.reason };
  }
  if (answer.factor === 'totp') {
    const app = (await services.apps.isActive(account.userId)) ? await services.apps.check(account.userId, answer.code) : { result: 'none' as const };
    const check = await services.challenges.settle('login', handle, app.result === 'ok');
    return { check, reason: app.result === 'replayed' ? 'replayed' : 'wrongCode' };
  }
  const used = (await hasStrongFactor(services, account.userId)) && (await services.recoveryCodes.use(account.userId, answer.code));
  return { check: await services.challenges.settle('login', handle, used), reason: 'wrongCode' };
};
