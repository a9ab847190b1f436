import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { PageRegistry, PagesState } from './pageRegistry';

const RegistryContext = createContext<PageRegistry | null>(null);

export const PageDefinitionsProvider = ({ registry, children }: { registry: PageRegistry; children: ReactNode }) => (
  <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
);

export const usePageRegistry = (): PageRegistry => {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('usePageRegistry needs a PageDefinitionsProvider');
  return registry;
};

/** The list of definitions and its problems; re-renders when they change. */
export const usePagesState = (): PagesState => {
  const registry = usePageRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getState);
};
