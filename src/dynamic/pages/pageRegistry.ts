import type { PageDefinition } from '../../api/pageDefinition';
import type { CheckedDefinitions, DefinitionProblem } from './checkDefinitions';
import { resourceOf } from './pageApis';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface PagesState {
  status: ListStatus;
  /** The valid definitions of the get-meta list, in its order. */
  pages: readonly PageDefinition[];
  problems: readonly DefinitionProblem[];
}

/**
 * The page definitions the app knows: the list, plus pages opened one by one (a /form link to a page outside the
 * list). The shell's data and auth providers read it by resource; React reads it through useSyncExternalStore.
 */
export interface PageRegistry {
  getState: () => PagesState;
  subscribe: (listener: () => void) => () => void;
  setList: (checked: CheckedDefinitions, status?: ListStatus) => void;
  setStatus: (status: ListStatus) => void;
  /** Adds a page loaded by id (kept apart from the list, which a refresh replaces). */
  addPage: (page: PageDefinition) => void;
  byId: (id: number) => PageDefinition | undefined;
  byResource: (resource: string) => PageDefinition | undefined;
}

export const createPageRegistry = (): PageRegistry => {
  let state: PagesState = { status: 'loading', pages: [], problems: [] };
  const single = new Map<number, PageDefinition>();
  const listeners = new Set<() => void>();
  const publish = (next: PagesState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const all = () => [...state.pages, ...single.values()];
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setList: ({ pages, problems }, status = 'ready') => publish({ status, pages, problems }),
    setStatus: (status) => publish({ ...state, status }),
    addPage: (page) => {
      single.set(page.id, page);
      publish({ ...state });
    },
    byId: (id) => state.pages.find((page) => page.id === id) ?? single.get(id),
    byResource: (resource) => all().find((page) => resourceOf(page) === resource),
  };
};
