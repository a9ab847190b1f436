import { eq } from 'drizzle-orm';
import type { PageDefinition } from '../../src/api/pageDefinition';
import { PAGE_MESSAGES } from '../../src/api/pages';
import { ALWAYS_ALLOWED, type Action } from '../../src/api/permissions';
import type { AuthContext } from '../auth/sessions';
import type { Db } from '../db/client';
import { pageDefinitions } from '../db/schema';
import { AppError } from '../http/envelope';

/** The actions a user may open pages with: its role's, and those always allowed (spec §6). */
export const usableActions = (auth: AuthContext): string[] => [...new Set([...auth.actions, ...ALWAYS_ALLOWED])];

export const mayUse = (auth: AuthContext, action: string): boolean =>
  auth.actions.has(action) || (ALWAYS_ALLOWED as readonly string[]).includes(action as Action);

/** 404 `notFoundPage`: the same answer whether the page is missing or the user may not use it. */
export const pageNotFound = () => new AppError(404, PAGE_MESSAGES.notFoundPage);

/**
 * The definition governing the records of `model` (its `resource`), when the user may use it; otherwise 404
 * `notFoundPage`. Stored definitions were validated on write: they are the schema's output.
 */
export const modelDefinition = async (db: Db, model: string, auth: AuthContext): Promise<PageDefinition> => {
  const [row] = await db.select({ definition: pageDefinitions.definition, action: pageDefinitions.action })
    .from(pageDefinitions).where(eq(pageDefinitions.resource, model));
  if (!row || !mayUse(auth, row.action)) throw pageNotFound();
  return row.definition as PageDefinition;
};
