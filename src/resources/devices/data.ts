import type { GetListParams } from 'react-admin';
import { DEVICE_SORT_FIELDS, type DeviceFilters, deviceRowSchema } from '../../api/devices';
import { positiveIdOf } from '../../core/ids';
import { newestFirstSortOf, pagingOf, textOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import type { RecordListQuery } from '../../dataProvider/recordList';

/** The devices' data: their list (an employee's, on the employee's detail) and create for react-admin. */

export const deviceListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: DeviceFilters = {};
  const userId = positiveIdOf(params.filter?.userId);
  if (userId !== undefined) filters.userId = userId;
  const shopId = positiveIdOf(params.filter?.shopId);
  if (shopId !== undefined) filters.shopId = shopId;
  return { select: '', sort: newestFirstSortOf(DEVICE_SORT_FIELDS)(params.sort), filters, ...pagingOf(params) };
};

/** The device form's values as createDevice's body (the employee is the route's). */
export const deviceBodyOf = (data: Record<string, unknown>): Record<string, unknown> => ({
  userId: Number(data.userId),
  shopId: Number(data.shopId),
  serial: textOf(data.serial) || undefined,
  name: textOf(data.name) || undefined,
  kind: data.kind,
});

export const devices: MerchantResource = {
  list: { path: '/api/device/deviceList', query: (params) => deviceListQuery(params), row: deviceRowSchema },
  create: { path: '/api/device/createDevice', body: (data) => deviceBodyOf(data), record: deviceRowSchema },
};
