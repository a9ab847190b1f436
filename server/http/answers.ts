import type { ErrorStatus } from './openapiErrors';

/**
 * Route hooks that refuse requests say with which statuses, so that the OpenAPI document lists those answers on
 * every route using them (requireAction: 403, the rate limits: 429) without each route repeating it.
 */
const ANSWERS = Symbol('error answers');

type Tagged = { [ANSWERS]?: readonly ErrorStatus[] };

/** `hook`, marked as answering `statuses` when it refuses a request. */
export const answering = <Hook extends object>(statuses: readonly ErrorStatus[], hook: Hook): Hook =>
  Object.assign(hook, { [ANSWERS]: statuses });

/** The statuses a hook was marked with (none for a hook that was not). */
export const answersOf = (hook: unknown): readonly ErrorStatus[] =>
  (typeof hook === 'function' ? (hook as Tagged)[ANSWERS] : undefined) ?? [];
