import { hasSession } from '../../authProvider/session';
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
 * Fills the registry from storage `meta` when it holds a list (the menu shows without waiting for the server), as
 * 'ready' without a session (there is nothing to load), else leaves it 'loading'. The stored list is checked once
 * its checks' chunk has loaded: the shell waits for that on any address but the dashboard (src/app/AdminApp.tsx).
 */
export const primeDefinitions = async (registry: PageRegistry): Promise<void> => {
  if (!hasSession()) return registry.setStatus('ready');
  const cached = readCachedDefinitions();
  if (!cached) return;
  // An empty list at once, as before the shell first renders: nothing to check.
  if (isEmptyList(cached)) return registry.setList(EMPTY, 'ready', false);
  const list = await checked(cached);
  // The server's list may have come first: a stored copy never replaces it (but stands in for a failed first load).
  const { status, settled } = registry.getState();
  if (!(settled && status === 'ready')) registry.setList(list, 'ready', false);
};

/**
 * Loads the list from the server (once after sign-in; in the background when the stored list is shown) and
 * stores it under `meta`. A failed refresh keeps what was there; a failed first load leaves no pages ('failed').
 */
export const refreshDefinitions = async (registry: PageRegistry): Promise<void> => {
  if (!hasSession()) return;
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
