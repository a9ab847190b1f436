import { eq } from 'drizzle-orm';
import type { PageDefinition, TextLanguage } from '../../src/api/pageDefinition';
import { PAGE_MESSAGES } from '../../src/api/pages';
import { ALWAYS_ALLOWED, type Action } from '../../src/api/permissions';
import type { AuthContext } from '../auth/sessions';
import type { Db } from '../db/client';
import { pageDefinitions } from '../db/schema';
import { AppError } from '../http/envelope';
import { definitionIn } from './storedDefinition';

const openToEveryone = (action: string): boolean => (ALWAYS_ALLOWED as readonly string[]).includes(action as Action);

/**
 * The actions a user may open pages with: its role's, except those every signed-in user holds (spec §6's
 * dashboard and profile). The linter refuses a page under those; one stored before that rule stays closed too,
 * rather than open to every role.
 */
export const usableActions = (auth: AuthContext): string[] => [...auth.actions].filter((action) => !openToEveryone(action));

export const mayUse = (auth: AuthContext, action: string): boolean => auth.actions.has(action) && !openToEveryone(action);

/** 404 `notFoundPage`: the same answer whether the page is missing or the user may not use it. */
export const pageNotFound = () => new AppError(404, PAGE_MESSAGES.notFoundPage);

/**
 * The definition governing the records of `model` (its `resource`), when the user may use it; otherwise 404
 * `notFoundPage`; its texts in `language` (stored definitions were validated on write).
 */
export const modelDefinition = async (db: Db, model: string, auth: AuthContext, language: TextLanguage = 'en'): Promise<PageDefinition> => {
  const [row] = await db.select({ definition: pageDefinitions.definition, action: pageDefinitions.action })
    .from(pageDefinitions).where(eq(pageDefinitions.resource, model));
  if (!row || !mayUse(auth, row.action)) throw pageNotFound();
  return definitionIn(row.definition, language);
};
