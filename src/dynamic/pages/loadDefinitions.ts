import { hasSession } from '../../authProvider/session';
import { checkDefinitions } from './checkDefinitions';
import { fetchDefinitionList, readCachedDefinitions, writeCachedDefinitions } from './fetchDefinitions';
import type { PageRegistry } from './pageRegistry';

/**
 * Fills the registry at once, before the shell first renders: from storage `meta` when it holds a list (the menu
 * shows without waiting), as 'ready' without a session (there is nothing to load), else 'loading'.
 */
export const primeDefinitions = (registry: PageRegistry): void => {
  if (!hasSession()) return registry.setStatus('ready');
  const cached = readCachedDefinitions();
  if (cached) registry.setList(checkDefinitions(cached), 'ready', false);
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
    registry.setList(checkDefinitions(raw));
  } catch {
    // Settled either way: a stored copy stays what the menu shows, and unknown addresses stop waiting for the list.
    const { status } = registry.getState();
    registry.setStatus(status === 'loading' ? 'failed' : status);
  }
};
