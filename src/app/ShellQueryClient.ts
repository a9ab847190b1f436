import {
  type DefaultError, type InferDataFromTag, type InferErrorFromTag, QueryClient, type QueryKey, type QueryState,
} from '@tanstack/react-query';

/**
 * react-query's client, but one of react-admin's questions about the user that nobody is asking is not "pending".
 * react-admin's CRUD views decide whether to wait by reading `['auth', 'checkAuth', {}]` and `['auth', 'canAccess',
 * { action, resource }]` without watching them (ra-core 5's `useIsAuthPending`). Their controllers ask access under
 * another key (it holds `enabled`), so the second is only ever the question of a Create or Edit button, a shell
 * route's or primeAuthQueries'. A list drawn and dropped before it showed (left while its parts still loaded) leaves
 * its Create button's question in the cache pending and not fetching, and nothing asks it again: the create screen
 * opened next showed "Loading" for ever. Such a question is reported as not asked; the views' own checks still run.
 */
export class ShellQueryClient extends QueryClient {
  override getQueryState<
    TQueryFnData = unknown,
    TError = DefaultError,
    TTaggedQueryKey extends QueryKey = QueryKey,
    TInferredQueryFnData = InferDataFromTag<TQueryFnData, TTaggedQueryKey>,
    TInferredError = InferErrorFromTag<TError, TTaggedQueryKey>,
  >(queryKey: TTaggedQueryKey): QueryState<TInferredQueryFnData, TInferredError> | undefined {
    const query = this.getQueryCache().get<TInferredQueryFnData, TInferredError>(this.defaultQueryOptions({ queryKey }).queryHash);
    if (!query) return undefined;
    const { status, fetchStatus } = query.state;
    const unasked = queryKey[0] === 'auth' && status === 'pending' && fetchStatus === 'idle' && query.getObserversCount() === 0;
    return unasked ? undefined : query.state;
  }
}
