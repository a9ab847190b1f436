/**
 * A schema meta key naming properties the API document lists as required although the route's validator lets them
 * through, because the route's own code refuses their absence with a more precise answer (the Idempotency-Key
 * door). server/http/openapi.ts moves them into the document's `required` and drops the key.
 */
export const DOCUMENTED_REQUIRED = 'x-documented-required';
