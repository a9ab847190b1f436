import type { DataProvider, Identifier } from 'react-admin';
import { z } from 'zod';
import { BAD_ANSWER, MerchantCallError, parsedAnswer as parsed } from './callParsed';
import { withFieldErrors } from './fieldErrors';
import { httpClient } from './httpClient';
import type { MerchantData, MerchantResource } from './merchantResource';
import { listRequest, readRecordList } from './recordList';

const unsupported = (method: string) => (resource: string): Promise<never> =>
  Promise.reject(new MerchantCallError(`${resource} has no ${method}`));

/**
 * react-admin's data calls for the merchant portal's resources, as their entries describe them (each screen
 * folder's data.ts, loaded at the resource's first call; src/app/merchantData.ts composes them):
 * getList → the resource's list call (the list contract in the body, rows parsed with the wire type, the count and
 * whether it is a lower bound in `meta`), getOne → its record call (a 404 is said by the screen, not noticed),
 * create and update → its write calls (the form's data made the call's body by the entry; a refusal naming a field
 * is shown under its input: fieldErrors.ts).
 * Every other method rejects plainly. Other failures of the HTTP client (HttpError, its notice already shown)
 * pass through as they are.
 */
export const createMerchantDataProvider = (data: MerchantData): DataProvider => {
  const entryOf = (resource: string): Promise<MerchantResource> => {
    if (!Object.hasOwn(data, resource)) return Promise.reject(new MerchantCallError(`${resource} is not a merchant resource`));
    return data[resource]();
  };
  // react-admin's methods are generic in the record type, which no parsed answer can be: one cast, as the page provider does.
  return {
    getList: async (resource, params) => {
      const list = (await entryOf(resource)).list;
      if (!list) throw new MerchantCallError(`${resource} has no getList`);
      const request = listRequest(list.path, 'POST', list.query(params));
      const answer = readRecordList(await httpClient(request.path, { body: request.body, signal: params.signal }));
      if (!answer) throw new MerchantCallError(BAD_ANSWER, `${list.path} answered no list`);
      const rows = parsed(z.array(list.row), answer.rows, list.path);
      return { data: rows, total: answer.count, meta: { countIsLowerBound: answer.countIsLowerBound === true, countIsEstimate: answer.countIsEstimate === true } };
    },
    getOne: async (resource, params) => {
      const one = (await entryOf(resource)).one;
      if (!one) throw new MerchantCallError(`${resource} has no getOne`);
      const body = one.body(params.id as Identifier);
      if (!body) throw new MerchantCallError(`${resource} has no record ${JSON.stringify(String(params.id).slice(0, 40))}`);
      // Every screen that reads one record says "not found" in place, in its own words (useRecordScreen,
      // DeviceCreate): the HTTP client adds no 404 notice beside it.
      const answer = await httpClient(one.path, { body, signal: params.signal, handlesNotFound: true });
      const record = parsed(one.record, answer.data, one.path);
      return { data: record };
    },
    create: async (resource, params) => {
      const create = (await entryOf(resource)).create;
      if (!create) throw new MerchantCallError(`${resource} has no create`);
      const body = create.body(params.data as Record<string, unknown>);
      // Quiet: the form that saves says the outcome, once (useGuardedSave, useStepUpSubmit), as its root error.
      const answer = await httpClient(create.path, { body, quiet: true }).catch((error: unknown) => Promise.reject(withFieldErrors(error, create.formSource)));
      return { data: parsed(create.record, answer.data, create.path) };
    },
    update: async (resource, params) => {
      const update = (await entryOf(resource)).update;
      if (!update) throw new MerchantCallError(`${resource} has no update`);
      const body = update.body(params.data as Record<string, unknown>, params.id as Identifier);
      const answer = await httpClient(update.path, { body, quiet: true }).catch((error: unknown) => Promise.reject(withFieldErrors(error, update.formSource)));
      return { data: parsed(update.record, answer.data, update.path) };
    },
    getMany: unsupported('getMany'),
    getManyReference: unsupported('getManyReference'),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
  } as DataProvider;
};
