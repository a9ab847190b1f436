import type { GetListParams, Identifier } from 'react-admin';
import type { z } from 'zod';
import { positiveIdOf } from '../core/ids';
import type { RecordListQuery } from './recordList';

/**
 * One merchant portal resource (spec §7 calls, CONTRACT.md "Merchant portal calls") as react-admin's data provider
 * calls it: which call answers which method, how the list's parameters become its body, and the wire type its rows
 * are parsed with. A method an entry does not name is refused by the provider. Each screen folder's data.ts holds
 * its entries; src/app/merchantData.ts composes them.
 */

/** A resource's list: a POST of the list contract (src/dataProvider/recordList.ts). */
export interface MerchantList {
  path: string;
  query: (params: Partial<GetListParams>) => RecordListQuery;
  row: z.ZodType<{ id: Identifier }>;
}

/** A resource's record: a POST whose body names the record. */
export interface MerchantOne {
  path: string;
  /** The body asking for `id`; null when the id cannot be one of this resource's (no call is made). */
  body: (id: Identifier) => Record<string, unknown> | null;
  record: z.ZodType<{ id: Identifier }>;
}

/** A resource's create or update: a POST of the form's data (update: with the record's id), answering the record. */
export interface MerchantWrite {
  path: string;
  /** The call's body from the form's data; for an update, `id` is the record's. */
  body: (data: Record<string, unknown>, id?: Identifier) => Record<string, unknown>;
  record: z.ZodType<{ id: Identifier }>;
  /** The form's input a refused field is shown under, from the server's path of it (default: the same path). */
  formSource?: (serverField: string) => string;
}

export interface MerchantResource {
  list?: MerchantList;
  one?: MerchantOne;
  create?: MerchantWrite;
  update?: MerchantWrite;
}

/** Each merchant resource's entry by its react-admin name, loaded at its first call (a screen folder's data.ts). */
export type MerchantData = Readonly<Record<string, () => Promise<MerchantResource>>>;

/** The record call's body for a positive whole id (transactions, shops, employees, roles); null for any other id. */
export const byPositiveId = (id: Identifier): { id: number } | null => {
  const positive = positiveIdOf(id);
  return positive === undefined ? null : { id: positive };
};
