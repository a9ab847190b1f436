import type { SignInFactor } from '../../src/api/factors';
import type { Account } from './accounts';
import type { CodeCheck } from './challenges';
import type { AuthServices } from './services';

/** Why an answer was wrong, for the security history: a code that matched nothing, or one already used. */
export type WrongReason = 'wrongCode' | 'replayed';

/**
 * Checks a sign-in challenge's answer by the factor it names: the SMS code against the challenge itself; an
 * authenticator app's code or a recovery code against the user's factor (only while the user has an active app),
 * then settles the challenge with it, so that every factor counts toward the same limit of wrong codes.
 */
export const answerChallenge = async (
  services: AuthServices, account: Account, handle: string, factor: SignInFactor, code: string,
): Promise<{ check: CodeCheck; reason: WrongReason }> => {
  if (factor === 'sms') return { check: await services.challenges.check('login', handle, code), reason: 'wrongCode' };
  const hasApp = await services.apps.isActive(account.userId);
  if (factor === 'totp') {
    const app = hasApp ? await services.apps.check(account.userId, code) : { result: 'none' as const };
    const check = await services.challenges.settle('login', handle, app.result === 'ok');
    return { check, reason: app.result === 'replayed' ? 'replayed' : 'wrongCode' };
  }
  const used = hasApp && (await services.recoveryCodes.use(account.userId, code));
  return { check: await services.challenges.settle('login', handle, used), reason: 'wrongCode' };
};
