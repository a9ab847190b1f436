import { hasSession } from '../../authProvider/session';
import { mustEnrolStrongFactor } from '../../authProvider/strongFactorEnrolment';
import { fetchDefinitionList, readCachedDefinitions, writeCachedDefinitions } from './fetchDefinitions';
import type { CheckedDefinitions } from './checkDefinitions';
import type { PageRegistry } from './pageRegistry';

/**
 * The definitions' checks (zod schemas of the page definition, expressions, templates) in a chunk of their own:
 * building those schemas took a tenth of a second of a phone's shell start-up, on the dashboard that needs none.
 */
const loadChecks = () => import('./checkDefinitions');

/** The list checked; an empty one (a merchant's, usually) needs no checks, nor their chunk. */
const isEmptyList = (raw: unknown) => Array.isArray(raw) && raw.length === 0;
const EMPTY: CheckedDefinitions = { pages: [], problems: [] };
const checked = async (raw: unknown): Promise<CheckedDefinitions> => (isEmptyList(raw) ? EMPTY : (await loadChecks()).checkDefinitions(raw));

/**
 * Whether the session may read the page definitions: not without one, nor while it is kept to adding a passkey or an
 * app (the server refuses every other call then; the enrolment screen refreshes the list once released).
 */
const pagesReadable = (): boolean => hasSession() && !mustEnrolStrongFactor();

/**
 * Fills the registry from storage `meta` when it holds a list (the menu shows without waiting for the server), as
 * 'ready' without a session (there is nothing to load), else leaves it 'loading'. Done at once (undefined) unless the
 * stored list has pages to check: then a promise settled once their checks' chunk has loaded and the list is in, which
 * the shell waits for, so that its first menu already holds the pages.
 */
export const primeDefinitions = (registry: PageRegistry): Promise<void> | undefined => {
  if (!pagesReadable()) {
    registry.setStatus('ready');
    return undefined;
  }
  const cached = readCachedDefinitions();
  if (!cached) return undefined;
  if (isEmptyList(cached)) {
    registry.setList(EMPTY, 'ready', false);
    return undefined;
  }
  return checked(cached).then(
    (list) => {
      // The server's list may have come first: a stored copy never replaces it (but stands in for a failed first load).
      const { status, settled } = registry.getState();
      if (!(settled && status === 'ready')) registry.setList(list, 'ready', false);
    },
    // Without the checks' chunk the stored list stays unshown; the server's list is loaded beside it.
    () => undefined,
  );
};

/**
 * Loads the list from the server (once after sign-in; in the background when the stored list is shown) and
 * stores it under `meta`. A failed refresh keeps what was there; a failed first load leaves no pages ('failed').
 */
export const refreshDefinitions = async (registry: PageRegistry): Promise<void> => {
  if (!pagesReadable()) return;
  try {
    const raw = await fetchDefinitionList();
    writeCachedDefinitions(raw);
    registry.setList(await checked(raw));
  } catch {
    // Settled either way: a stored copy stays what the menu shows, and unknown addresses stop waiting for the list.
    const { status } = registry.getState();
    registry.setStatus(status === 'loading' ? 'failed' : status);
  }
};
