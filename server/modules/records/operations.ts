import type { PageDefinition } from '../../../src/api/pageDefinition';
import { operationRefused } from '../../models/errors';

/** The writes of the record store, each allowed only when the governing page declares an api of that type. */
export type WriteOperation = 'create' | 'update' | 'delete';

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** True when `definition` has an api of `type` on `/api/records/<model>` (a trailing slash allowed). */
export const declaresApi = (definition: PageDefinition, model: string, type: WriteOperation): boolean =>
  definition.apis.some((api) => api.type === type && trimmed(api.url) === `/api/records/${model}`);

/** 403 unless the page governing `model` declares the write (spec §7: a page calls only its own apis). */
export const requireOperation = (definition: PageDefinition, model: string, type: WriteOperation): void => {
  if (!declaresApi(definition, model, type)) throw operationRefused(model, type);
};
