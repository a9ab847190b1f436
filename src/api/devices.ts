import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { DEVICE_KINDS } from './organisation';
import { oneOrMany, queryInputOf, sortOf } from './sales';
import { countedAnswerOf, listPagingOf } from './submerchants';

/**
 * Wire types of the device calls (spec §7 `device` group): the POS terminals, phones and tablets an employee uses
 * at one of the shops they work at. A serial is unique per merchant.
 */

export const DEVICE_MESSAGES = {
  serialTaken: 'app.devices.errors.serialTaken',
  employeeNotFound: 'app.devices.errors.employeeNotFound',
  shopNotEmployees: 'app.devices.errors.shopNotEmployees',
  created: 'app.devices.created',
  removed: 'app.devices.removed',
} as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);

export const deviceFiltersSchema = z.strictObject({
  userId: oneOrMany(id).optional(),
  shopId: oneOrMany(id).optional(),
  kind: oneOrMany(z.enum(DEVICE_KINDS)).optional(),
});
export type DeviceFilters = z.output<typeof deviceFiltersSchema>;

export const DEVICE_SORT_FIELDS = ['createdAt', 'serial', 'lastSeenAt', 'id'] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];

export const deviceListRequestSchema = z.object({
  ...listPagingOf(),
  sort: sortOf(DEVICE_SORT_FIELDS).optional(),
  queryInput: queryInputOf(deviceFiltersSchema).optional(),
});
export type DeviceListRequest = z.input<typeof deviceListRequestSchema>;

export const deviceRowSchema = z.object({
  id,
  userId: id,
  userName: z.string(),
  shopId: id,
  shopName: z.string(),
  serial: z.string(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  createdAt: instant,
  lastSeenAt: instant.nullable(),
}).meta({ examples: [{ id: 7, userId: 31, userName: 'Trần Thị Bình', shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu', serial: 'PAX-A920-2611-0457', name: 'Máy POS quầy 1', kind: 'pos', createdAt: '2026-05-04T03:00:00.000Z', lastSeenAt: '2026-11-21T02:45:00.000Z' }] });
export type DeviceRow = z.output<typeof deviceRowSchema>;

export const deviceListAnswerSchema = countedAnswerOf(deviceRowSchema);

export const SERIAL_MAX = 64;

/** A device needs its serial (or, for a phone without one, a name the merchant gives it: then it is the serial). */
export const createDeviceRequestSchema = z.object({
  userId: id,
  shopId: id,
  serial: z.string().trim().max(SERIAL_MAX).optional(),
  name: z.string().trim().max(100).optional(),
  kind: z.enum(DEVICE_KINDS),
}).refine((body) => Boolean(body.serial || body.name), { error: 'a serial or a name is required', path: ['serial'] })
  .meta({ examples: [{ userId: 31, shopId: 12, serial: 'PAX-A920-2611-0457', name: 'Máy POS quầy 1', kind: 'pos' }] });
export type CreateDeviceRequest = z.input<typeof createDeviceRequestSchema>;

export const deviceIdSchema = z.object({ id }).meta({ examples: [{ id: 7 }] });
