import type { ListView } from './types';

const REPORTS = /^\/api\/reports\//;

/**
 * A report url of a list button, with what the list shows added (its filters, sort and visible columns) and the
 * language the screen is in, so that the file has the rows, order, columns and formats the user sees. Only the
 * record store's reports take these; any other url is left as the definition wrote it.
 */
export const listExportPath = (path: string, view: ListView | undefined, locale: string): string => {
  if (!view || !REPORTS.test(path)) return path;
  const [base, search = ''] = path.split(/\?(.*)/s);
  const params = new URLSearchParams(search);
  if (Object.keys(view.queryInput).length > 0) params.set('queryInput', JSON.stringify(view.queryInput));
  params.set('sort', JSON.stringify(view.sort));
  params.set('columns', view.columns.join(','));
  params.set('locale', locale === 'en' ? 'en' : 'vi');
  return `${base}?${params.toString()}`;
};
