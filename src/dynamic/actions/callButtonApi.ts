import type { ApiDefinition, ButtonDefinition } from '../../api/pageDefinition';
import type { ApiBody } from '../../dataProvider/httpClient';
import { callPageApi, pageRequest } from '../pages';
import { fillUrlTemplate } from '../../core/templates';
import type { ButtonHost, Values } from './types';

/** The record id a button acts on: the route's `id`, else the record's. */
export const idOf = (host: ButtonHost): string | number | null => {
  const fromRoute = host.query.get('id');
  if (fromRoute) return fromRoute;
  const id = host.record?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
};

/** Spec §7 "Basic-API buttons": POST to the api's url with {id} (plus the form's data on a form), or the form data. */
export const basicBody = (host: ButtonHost): Values => {
  const id = idOf(host);
  const data = host.form?.data() ?? {};
  return id === null ? data : { ...data, id };
};

export const callBasicApi = (host: ButtonHost, api: ApiDefinition, asked: Values = {}): Promise<ApiBody> =>
  callPageApi(host.page, { ...api, method: 'POST' }, { body: { ...basicBody(host), ...asked } });

/**
 * Any other api button (spec §7 generic page calls): the form's data as the body (or, for a GET, its query);
 * update and delete apis act on the record's id. Quiet: the caller shows 'invalidParam' and the field errors.
 */
export const callButtonApi = (host: ButtonHost, api: ApiDefinition, asked: Values = {}): Promise<ApiBody> => {
  const id = idOf(host);
  const data = { ...(host.form?.data() ?? (id === null ? {} : { id })), ...asked };
  if (api.method === 'GET') return callPageApi(host.page, api, { params: id === null ? data : { id }, quiet: true });
  return callPageApi(host.page, api, { id, body: api.method === 'DELETE' ? undefined : data, quiet: true });
};

/** An api button needs an id to update or delete a record. */
export const needsId = (api: ApiDefinition): boolean => api.type === 'update' || api.type === 'delete';

export const apiOfButton = (host: ButtonHost, button: ButtonDefinition): ApiDefinition | undefined => {
  const name = button.api ?? host.page.api;
  return host.page.apis.find((api) => api.name === name);
};

/**
 * The address of a report button: its url template filled (it must be a path of this site's /api: the download
 * carries the session), else its api as a GET with `page`, `api` and the record's id.
 */
export const reportPathOf = (host: ButtonHost, button: ButtonDefinition): string | null => {
  const id = idOf(host);
  if (button.url !== undefined) {
    const filled = fillUrlTemplate(button.url, { record: host.current(), query: host.query, id });
    return filled.ok && filled.url.startsWith('/api/') ? filled.url : null;
  }
  const api = apiOfButton(host, button);
  return api ? pageRequest(host.page, { ...api, method: 'GET' }, { params: id === null ? {} : { id } }).path : null;
};
