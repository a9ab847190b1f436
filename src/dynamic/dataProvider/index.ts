import { combineDataProviders, type DataProvider } from 'react-admin';
import { notAvailableDataProvider } from '../../dataProvider/notAvailableDataProvider';
import type { PageRegistry } from '../pages';
import { createPageDataProvider } from './pageDataProvider';

export { createPageDataProvider } from './pageDataProvider';
export { filterQueryInput, listQueryOf, RANGE_SUFFIXES } from './listQuery';
export { serverFieldErrors, type FieldError } from './serverFieldErrors';

/** The shell's data provider: resources made from page definitions go to their apis, every other one is not available yet. */
export const createAppDataProvider = (registry: PageRegistry): DataProvider => {
  const pages = createPageDataProvider((resource) => registry.byResource(resource));
  return combineDataProviders((resource) => (registry.byResource(resource) ? pages : notAvailableDataProvider));
};
