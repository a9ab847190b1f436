import { MODEL_WIDGETS } from '../../api/pageDefinition';
import { findApi } from '../pages';
import type { ButtonHost, Values } from './types';

/** The address of an api without its query: a list api and a create api of one model share it. */
const pathOf = (url: string) => url.split('?')[0];

/**
 * A record created in a form modal ('Thêm cửa hàng') is chosen on the form that opened it: in each model field
 * whose api lists the records created at the same address (a list field gets it added, a single one takes it).
 */
export const chooseCreated = (host: ButtonHost, created: Readonly<Values>, createdAt: string) => {
  const id = created.id;
  if (!host.form || (typeof id !== 'number' && (typeof id !== 'string' || id === ''))) return;
  for (const field of host.page.schema) {
    const api = MODEL_WIDGETS.has(field.widget) && field.api ? findApi(host.page, field.api) : undefined;
    if (api && pathOf(api.url) === pathOf(createdAt)) host.form.choose(field.field, id, field.widget !== 'SingleModel');
  }
};
