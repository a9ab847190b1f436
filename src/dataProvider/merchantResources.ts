import type { GetListParams, Identifier } from 'react-admin';
import type { z } from 'zod';
import { apiKeyRowSchema, issuedApiKeySchema } from '../api/apiKeys';
import { earnPointRowSchema, settlementRowSchema } from '../api/loyalty';
import { exportJobSchema, transactionDetailSchema, transactionRowSchema } from '../api/sales';
import { shopDetailSchema, shopRowSchema } from '../api/shops';
import { positiveIdOf } from '../core/ids';
import { earnPointListQuery, settlementListQuery } from './loyaltyQuery';
import { locationOf, shopBodyOf, shopListQuery } from './shopQuery';
import type { RecordListQuery } from './recordList';
import { pagingOf, transactionListQuery } from './transactionQuery';
import { deviceRowSchema } from '../api/devices';
import { activityRowSchema } from '../api/activity';
import { activityListQuery } from './activityQuery';
import { employeeRowSchema } from '../api/submerchants';
import { deviceBodyOf, deviceListQuery, employeeBodyOf, employeeListQuery } from './employeeQuery';
import { apiKeyBodyOf, apiKeyFormRecordOf, apiKeyFormSource, apiKeyListQuery } from './apiKeyQuery';
import { roleDetailSchema, roleRowSchema, userRoleRowSchema } from '../api/roles';
import { roleBodyOf, roleListQuery, userRoleListQuery } from './accessQuery';

/**
 * The merchant portal's resources (spec §7 calls, CONTRACT.md "Merchant portal calls"), one entry each: which call
 * answers which react-admin method, how the list's parameters become its body, and the wire type its rows are
 * parsed with. A method an entry does not name is refused by the provider. Later issues add their resources here
 * (shops, submerchants, api keys, …).
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

/** The shop form edits the area with one picker, the point as one 'lat/lng' text and the photos as one list. */
const shopFormSource = (field: string): string => {
  const [first] = field.split('.');
  if (first === 'latitude' || first === 'longitude') return 'location';
  if (first === 'photos') return 'photoUrls';
  return first === 'area' ? 'area' : field;
};

/** The employee form's first-password inputs sit at the top level of the form. */
const employeeFormSource = (field: string): string => (field.startsWith('firstPassword.') ? field.slice('firstPassword.'.length) : field);

export interface MerchantResource {
  list?: MerchantList;
  one?: MerchantOne;
  create?: MerchantWrite;
  update?: MerchantWrite;
}

/** The record call's body for a positive whole id (transactions, shops, employees, roles); null for any other id. */
const byPositiveId = (id: Identifier): { id: number } | null => {
  const positive = positiveIdOf(id);
  return positive === undefined ? null : { id: positive };
};

/** An API key's id: a UUID. */
const API_KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key as its form edits it: the allow-list as lines, the expiry as a local date. */
const apiKeyFormRecordSchema = apiKeyRowSchema.transform(apiKeyFormRecordOf);

const shopFormRecordSchema = shopDetailSchema.transform((shop) => ({
  ...shop, location: locationOf(shop), photoUrls: shop.photos.map((photo) => photo.url),
}));

export const MERCHANT_RESOURCES: Readonly<Record<string, MerchantResource>> = {
  transactions: {
    list: { path: '/api/report/findTransactions', query: (params) => transactionListQuery(params), row: transactionRowSchema },
    one: {
      path: '/api/report/detailTransaction',
      body: byPositiveId,
      record: transactionDetailSchema,
    },
  },
  earnPoints: {
    list: { path: '/api/loyalty/earnPointHistory', query: (params) => earnPointListQuery(params), row: earnPointRowSchema },
  },
  settlementPoints: {
    list: { path: '/api/loyalty/settlementPointHistory', query: (params) => settlementListQuery(params), row: settlementRowSchema },
  },
  shops: {
    list: { path: '/api/report/findShops', query: (params) => shopListQuery(params), row: shopRowSchema },
    // The form edits the point as one 'lat/lng' text and the photos as their addresses (the image widgets' value).
    one: { path: '/api/shop/shopDetail', body: byPositiveId, record: shopFormRecordSchema },
    create: { path: '/api/shop/createShop', body: (data) => shopBodyOf(data), record: shopRowSchema, formSource: shopFormSource },
    update: { path: '/api/shop/updateShop', body: (data, id) => ({ ...shopBodyOf(data), id: Number(id) }), record: shopRowSchema, formSource: shopFormSource },
  },
  exportedReports: {
    // Newest first, always: the screen has no other order.
    list: {
      path: '/api/report/exportedReports',
      query: (params) => ({ select: '', sort: [{ createdAt: 'desc' }], filters: {}, ...pagingOf(params) }),
      row: exportJobSchema,
    },
  },
  employees: {
    list: { path: '/api/submerchant/findSubmerchantList', query: (params) => employeeListQuery(params), row: employeeRowSchema },
    one: { path: '/api/submerchant/submerchantDetail', body: byPositiveId, record: employeeRowSchema },
    create: { path: '/api/submerchant/createSubmerchant', body: (data) => employeeBodyOf(data, true), record: employeeRowSchema, formSource: employeeFormSource },
    update: { path: '/api/submerchant/updateSubmerchant', body: (data, id) => ({ ...employeeBodyOf(data, false), id: Number(id) }), record: employeeRowSchema, formSource: employeeFormSource },
  },
  apiKeys: {
    list: { path: '/api/api-key/findApiKeys', query: (params) => apiKeyListQuery(params), row: apiKeyRowSchema },
    one: { path: '/api/api-key/detailApiKey', body: (id) => (API_KEY_ID.test(String(id)) ? { id: String(id) } : null), record: apiKeyFormRecordSchema },
    // The answer carries the key, shown once by the create screen (ApiKeyCreate): never stored by the app.
    create: { path: '/api/api-key/createApiKey', body: (data) => apiKeyBodyOf(data, true), record: issuedApiKeySchema, formSource: apiKeyFormSource },
    update: {
      path: '/api/api-key/updateApiKey', body: (data, id) => ({ ...apiKeyBodyOf(data, false), id: String(id) }),
      record: apiKeyFormRecordSchema, formSource: apiKeyFormSource,
    },
  },
  roles: {
    list: { path: '/api/clientrole/findClientRoles', query: (params) => roleListQuery(params), row: roleRowSchema },
    one: { path: '/api/clientrole/detailClientRoles', body: byPositiveId, record: roleDetailSchema },
    create: { path: '/api/clientrole/createUserRole', body: (data) => roleBodyOf(data), record: roleDetailSchema },
    update: { path: '/api/clientrole/updateClientRole', body: (data, id) => roleBodyOf(data, id), record: roleDetailSchema },
  },
  /** The users with their role (/permission/user-roles): the permissions screen's list. */
  permissions: {
    list: { path: '/api/permission/userRoles', query: (params) => userRoleListQuery(params), row: userRoleRowSchema },
  },
  /** The caller's own security history (the /profile tab); newest first. */
  activity: {
    list: { path: '/api/security/findActivity', query: (params) => activityListQuery(params), row: activityRowSchema },
  },
  /** The team's security history (/team-activity): the same rows, with the person filter. */
  teamActivity: {
    list: { path: '/api/security/findTeamActivity', query: (params) => activityListQuery(params), row: activityRowSchema },
  },
  devices: {
    list: { path: '/api/device/deviceList', query: (params) => deviceListQuery(params), row: deviceRowSchema },
    create: { path: '/api/device/createDevice', body: (data) => deviceBodyOf(data), record: deviceRowSchema },
  },
};

export const isMerchantResource = (resource: string): boolean => Object.hasOwn(MERCHANT_RESOURCES, resource);
