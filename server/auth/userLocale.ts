import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Account } from './accounts';
import type { AuditSource } from './audit';
import type { AuthServices } from './services';

/**
 * Keeps the language the app spoke (`Accept-Language`) when the user signs in, resets or changes the password,
 * so that later notices, sent when the user is not there to ask, speak it. Answers the account as it now is.
 */
export const rememberLocale = async (services: AuthServices, account: Account, source: AuditSource): Promise<Account> => {
  if (!source.locale || source.locale === account.locale) return account;
  await services.db.update(users).set({ locale: source.locale }).where(eq(users.id, account.userId));
  return { ...account, locale: source.locale };
};
