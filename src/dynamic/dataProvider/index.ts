import { combineDataProviders, type DataProvider } from 'react-admin';
import { createMerchantDataProvider } from '../../dataProvider/merchantDataProvider';
import type { MerchantData } from '../../dataProvider/merchantResource';
import { notAvailableDataProvider } from '../../dataProvider/notAvailableDataProvider';
import type { PageRegistry } from '../pages';
import { createPageDataProvider } from './pageDataProvider';

export { createPageDataProvider } from './pageDataProvider';
export { filterQueryInput, listQueryOf, RANGE_SUFFIXES } from './listQuery';
export { serverFieldErrors, type FieldError } from './serverFieldErrors';
export { BulkDeleteRefused, type DeleteRefusal } from './bulkDeleteRefused';

/**
 * The shell's data provider: resources made from page definitions go to their apis, the merchant portal's own
 * resources (`merchant`: each screen folder's data.ts, src/app/merchantData.ts) to the spec's calls, every other
 * one is not available yet.
 * Page resources cannot take a screen's name (RESERVED_RESOURCES), so the order only matters for clarity.
 */
export const createAppDataProvider = (registry: PageRegistry, merchantData: MerchantData): DataProvider => {
  const pages = createPageDataProvider((resource) => registry.byResource(resource));
  const merchant = createMerchantDataProvider(merchantData);
  return combineDataProviders((resource) => {
    if (registry.byResource(resource)) return pages;
    return Object.hasOwn(merchantData, resource) ? merchant : notAvailableDataProvider;
  });
};
