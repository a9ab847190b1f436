import type { PageDefinition } from '../../api/pageDefinition';
import { apiForType } from '../pages';
import type { ListView } from './types';

/**
 * A report url of a list button, with what the list shows added (its filters, sort and visible columns) and the
 * language the screen is in, so that the file has the rows, order, columns and formats the user sees. Only the
 * report of the model the list shows (its list api's `/api/records/<model>`) takes these: another model has other
 * fields. Any other url is left as the definition wrote it.
 */
export const listExportPath = (path: string, view: ListView | undefined, page: PageDefinition, locale: string): string => {
  const [base, search = ''] = path.split(/\?(.*)/s);
  const listUrl = apiForType(page, 'list')?.url.split('?')[0];
  if (!view || listUrl === undefined || !listUrl.startsWith('/api/records/') || base !== listUrl.replace('/api/records/', '/api/reports/')) return path;
  const params = new URLSearchParams(search);
  if (Object.keys(view.queryInput).length > 0) params.set('queryInput', JSON.stringify(view.queryInput));
  params.set('sort', JSON.stringify(view.sort));
  params.set('columns', view.columns.join(','));
  params.set('locale', locale === 'en' ? 'en' : 'vi');
  return `${base}?${params.toString()}`;
};
