import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { seedDemoPages } from '../../../server/db/demo/seedPages';
import type { UserType } from '../../../src/api/permissions';
import { type TestAccount, bearer, createAccount, signIn } from './auth';

export const REFERENCE_DATE = new Date('2026-11-20T17:00:00.000Z');

export interface SignedIn {
  account: TestAccount;
  headers: Record<string, string>;
}

/** A new account (its own owner unless `code` is given), signed in: the headers of its session. */
export const signedIn = async (
  app: App, database: Database, options: { type?: UserType; code?: string; actions?: readonly string[] } = {},
): Promise<SignedIn> => {
  const account = await createAccount(database, options);
  const { token, secondToken } = await signIn(app, account);
  return { account, headers: bearer(token, secondToken) };
};

/** The demo pages (45, 46, 54, 60–63) and, under `ownerId`, their demo records. */
export const seedPages = (database: Database, ownerId: number) =>
  seedDemoPages(database.db, { ownerId, referenceDate: REFERENCE_DATE });
