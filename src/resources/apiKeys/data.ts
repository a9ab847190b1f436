import type { GetListParams } from 'react-admin';
import {
  API_KEY_SORT_FIELDS, API_KEY_STATES, type ApiKeyFilters, type ApiKeyRow, apiKeyRowSchema, type ApiKeyState, issuedApiKeySchema,
} from '../../api/apiKeys';
import type { RecordSort } from '../../api/records';
import { businessDate } from '../../core/formatDate';
import { pagingOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The API keys' data: their list, record, create and update for react-admin (the calls beside them: apiKeysApi.ts).
 * The API key list's filters and sort as findApiKeys' list contract, and the key form's values as createApiKey /
 * updateApiKey's body: the allow-list is typed one entry a line, the expiry as a local date (the key works through
 * that whole day in Asia/Ho_Chi_Minh).
 */

const isState = (value: unknown): value is ApiKeyState => API_KEY_STATES.some((state) => state === value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const DEFAULT_API_KEY_SORT = { field: 'createdAt', order: 'DESC' } as const;

export const apiKeyListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: ApiKeyFilters = {};
  const q = textOf(params.filter?.q).slice(0, 100);
  if (q) filters.q = q;
  if (isState(params.filter?.status)) filters.status = params.filter.status;
  const field = params.sort?.field;
  const known = field !== undefined && (API_KEY_SORT_FIELDS as readonly string[]).includes(field);
  const sort: RecordSort = [{ [known ? field : 'createdAt']: known && params.sort?.order === 'ASC' ? 'asc' : 'desc' }];
  return { select: '', sort, filters, ...pagingOf(params) };
};

/** The allow-list as the form's text: one entry a line. */
export const ipLinesOf = (ipAllow: readonly string[]): string => ipAllow.join('\n');

/** The form's text as entries: one a line (commas and spaces separate too), blanks dropped. */
export const ipAllowOf = (text: unknown): string[] => textOf(text).split(/[\s,]+/).filter((entry) => entry !== '');

/** The last moment of a local date 'YYYY-MM-DD' (Vietnam has no daylight saving: +07:00 all year). */
export const endOfLocalDay = (date: string): string => `${date}T23:59:59.999+07:00`;

/** The expiry as the date input shows it: its local day. */
export const expiryDateOf = (expiresAt: string | null): string | null => (expiresAt ? businessDate(new Date(expiresAt)) : null);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values as the body; a create's confirmation (`password` or `stepUp`, src/ui/stepUp) rides along. */
export const apiKeyBodyOf = (data: Record<string, unknown>, creating: boolean): Record<string, unknown> => {
  const expiryDate = textOf(data.expiryDate);
  const body: Record<string, unknown> = {
    name: textOf(data.name),
    scopes: Array.isArray(data.scopes) ? data.scopes : [],
    ipAllow: ipAllowOf(data.ipLines),
    expiresAt: DATE.test(expiryDate) ? endOfLocalDay(expiryDate) : null,
  };
  if (creating && typeof data.password === 'string') body.password = data.password;
  if (creating && data.stepUp !== undefined) body.stepUp = data.stepUp;
  return body;
};

/** A key's row as the edit form starts from it. */
export const apiKeyFormRecordOf = (row: ApiKeyRow) => ({ ...row, ipLines: ipLinesOf(row.ipAllow), expiryDate: expiryDateOf(row.expiresAt) });

/** The form's inputs of the server's fields: the allow-list and expiry are edited as text and a date. */
export const apiKeyFormSource = (field: string): string => {
  const [first] = field.split('.');
  if (first === 'ipAllow') return 'ipLines';
  if (first === 'expiresAt') return 'expiryDate';
  return first === 'scopes' ? 'scopes' : field;
};

/** An API key's id: a UUID. */
const API_KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key as its form edits it: the allow-list as lines, the expiry as a local date. */
const apiKeyFormRecordSchema = apiKeyRowSchema.transform(apiKeyFormRecordOf);

export const apiKeys: MerchantResource = {
  list: { path: '/api/api-key/findApiKeys', query: (params) => apiKeyListQuery(params), row: apiKeyRowSchema },
  one: { path: '/api/api-key/detailApiKey', body: (id) => (API_KEY_ID.test(String(id)) ? { id: String(id) } : null), record: apiKeyFormRecordSchema },
  // The answer carries the key, shown once by the create screen (ApiKeyCreate): never stored by the app.
  create: { path: '/api/api-key/createApiKey', body: (data) => apiKeyBodyOf(data, true), record: issuedApiKeySchema, formSource: apiKeyFormSource },
  update: {
    path: '/api/api-key/updateApiKey', body: (data, id) => ({ ...apiKeyBodyOf(data, false), id: String(id) }),
    record: apiKeyFormRecordSchema, formSource: apiKeyFormSource,
  },
};
