import type { DataProvider } from 'react-admin';

/**
 * A data provider that imports the real one at its first call. The shell's provider brings every resource's
 * wire schemas and queries (about 80 KiB before compression), which the dashboard never calls: they load with
 * the first list or form instead of with the shell. Same shape as react-admin's combineDataProviders: every
 * method name answers a function, `then` nothing (the provider is not a promise).
 */
export const lazyDataProvider = (load: () => Promise<DataProvider>): DataProvider => {
  let loading: Promise<DataProvider> | undefined;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next call, not remembered.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as DataProvider, {
    get: (_target, name) => {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return async (...params: unknown[]) => {
        const real = await provider();
        const method: unknown = real[name];
        if (typeof method !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
        return (method as (...args: unknown[]) => unknown).apply(real, params);
      };
    },
  });
};
