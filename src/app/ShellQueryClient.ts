import {
  type DefaultError, type InferDataFromTag, type InferErrorFromTag, QueryClient, type QueryKey, type QueryState,
} from '@tanstack/react-query';

/**
 * react-query's client, but a question nobody is asking is not "pending". A screen drawn and dropped before it
 * showed (a list left while its parts were still loading) leaves its questions in the cache, pending and not
 * fetching, and a question cancelled when its screen closed returns to that state; neither is asked again until a
 * screen watches it. react-admin's CRUD views read react-admin's questions about the user this way, without watching
 * them (ra-core 5's `useIsAuthPending`): a create screen opened just after its list showed "Loading" for ever on the
 * question the list's Create button had left. Such a question is reported as not asked; whoever needs it asks it.
 */
export class ShellQueryClient extends QueryClient {
  override getQueryState<
    TQueryFnData = unknown,
    TError = DefaultError,
    TTaggedQueryKey extends QueryKey = QueryKey,
    TInferredQueryFnData = InferDataFromTag<TQueryFnData, TTaggedQueryKey>,
    TInferredError = InferErrorFromTag<TError, TTaggedQueryKey>,
  >(queryKey: TTaggedQueryKey): QueryState<TInferredQueryFnData, TInferredError> | undefined {
    const query = this.getQueryCache().find({ queryKey, exact: true });
    if (query && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0) return undefined;
    return super.getQueryState<TQueryFnData, TError, TTaggedQueryKey, TInferredQueryFnData, TInferredError>(queryKey);
  }
}
