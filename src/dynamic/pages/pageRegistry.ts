import type { PageDefinition, PageDefinitionSource, TextLanguage } from '../../api/pageDefinition';
import { localizeDefinition } from '../../core/definition/localizeDefinition';
import type { CheckedDefinitions, DefinitionProblem } from './checkDefinitions';
import { resourceOf } from './pageApis';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface PagesState {
  status: ListStatus;
  /** The valid definitions of the get-meta list, in its order, in the screen's language. */
  pages: readonly PageDefinition[];
  problems: readonly DefinitionProblem[];
  language: TextLanguage;
  /**
   * The server has answered the list (or failed to): until then the pages may be a stored copy that lacks one added
   * since, and an address no route knows may still be a page's.
   */
  settled: boolean;
}

/**
 * The page definitions the app knows: the list, plus pages opened one by one (a /form link to a page outside the
 * list). The shell's data and auth providers read it by resource; React reads it through useSyncExternalStore.
 * It keeps the definitions as written and answers them in the screen's language (`setLanguage`).
 */
export interface PageRegistry {
  getState: () => PagesState;
  subscribe: (listener: () => void) => () => void;
  /** `fromServer` false: a stored copy, shown until the server's list comes. */
  setList: (checked: CheckedDefinitions, status?: ListStatus, fromServer?: boolean) => void;
  setStatus: (status: ListStatus) => void;
  /** The language the texts per language are shown in; the pages are published anew when it changes. */
  setLanguage: (language: TextLanguage) => void;
  /** Adds a page loaded by id (kept apart from the list, which a refresh replaces); answers it in the screen's language. */
  addPage: (page: PageDefinitionSource) => PageDefinition;
  byId: (id: number) => PageDefinition | undefined;
  byResource: (resource: string) => PageDefinition | undefined;
}

export const createPageRegistry = (initialLanguage: TextLanguage = 'en'): PageRegistry => {
  let language = initialLanguage;
  let sources: readonly PageDefinitionSource[] = [];
  const singleSources = new Map<number, PageDefinitionSource>();
  let settled = false;
  let state: PagesState = { status: 'loading', pages: [], problems: [], language, settled };
  let single = new Map<number, PageDefinition>();
  const listeners = new Set<() => void>();
  // The pages answered last, kept while neither the list nor the language changes: the shell redraws its routes
  // (every screen) when this array is a new one, and a refresh that brings the same empty list changed nothing.
  let shown = { sources, language, pages: state.pages };
  const localizedPages = () => {
    if (shown.sources !== sources || shown.language !== language) shown = { sources, language, pages: sources.map((page) => localizeDefinition(page, language)) };
    return shown.pages;
  };
  const publish = (next: Omit<PagesState, 'pages' | 'language' | 'settled'>) => {
    state = { ...next, language, settled, pages: localizedPages() };
    single = new Map([...singleSources].map(([id, page]) => [id, localizeDefinition(page, language)]));
    for (const listener of listeners) listener();
  };
  const all = () => [...state.pages, ...single.values()];
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setList: ({ pages, problems }, status = 'ready', fromServer = true) => {
      if (pages.length > 0 || sources.length > 0) sources = pages;
      settled ||= fromServer;
      publish({ status, problems });
    },
    setStatus: (status) => {
      settled ||= status !== 'loading';
      publish({ status, problems: state.problems });
    },
    setLanguage: (next) => {
      if (next === language) return;
      language = next;
      publish({ status: state.status, problems: state.problems });
    },
    addPage: (page) => {
      singleSources.set(page.id, page);
      publish({ status: state.status, problems: state.problems });
      return single.get(page.id) ?? localizeDefinition(page, language);
    },
    byId: (id) => state.pages.find((page) => page.id === id) ?? single.get(id),
    byResource: (resource) => all().find((page) => resourceOf(page) === resource),
  };
};
