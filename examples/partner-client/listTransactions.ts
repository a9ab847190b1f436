/**
 * A typed client of the partner API for integrators: `schema.d.ts` is generated from the server's OpenAPI document
 * (`npm run api:types`), openapi-fetch turns it into calls whose paths, queries and answers are checked by the
 * compiler. This example lists a merchant's successful sales of a period, page by page, with an API key
 * (`mpk_live_…`, made by a third-party user on /api-keys with the `transactions:read` scope).
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

export type ApiClient = ReturnType<typeof createClient<paths>>;

/** A client of the server at `baseUrl` (e.g. `http://localhost:8080`) with the partner's API key. */
export const apiClient = (baseUrl: string, apiKey: string, fetchImplementation?: typeof fetch): ApiClient =>
  createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, fetch: fetchImplementation });

type TransactionPage = paths['/api/v1/transactions']['get']['responses'][200]['content']['application/json'];

/** Thrown with the API's error envelope (`err`: 401 for a key that does not work, 403 out of scope or address, 429…). */
export class ApiError extends Error {
  constructor(readonly err: number, message: string) {
    super(`${err} ${message}`);
    this.name = 'ApiError';
  }
}

type ErrorEnvelope = components['responses']['BadRequest']['content']['application/json'];

/**
 * One page of the successful transactions created between `from` and `to` (ISO 8601 instants), newest first:
 * `data` holds the rows (amounts in đồng), `count` how many match in all.
 */
export const listTransactions = async (
  client: ApiClient, { from, to, limit = 20, skip = 0 }: { from: string; to: string; limit?: number; skip?: number },
): Promise<TransactionPage> => {
  const { data, error } = await client.GET('/api/v1/transactions', { params: { query: { from, to, status: 'success', limit, skip } } });
  if (error !== undefined) {
    const refusal = error as ErrorEnvelope;
    throw new ApiError(refusal.err, refusal.message);
  }
  return data;
};
