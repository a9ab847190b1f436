import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createDeviceRequestSchema, DEVICE_MESSAGES, type DeviceFilters, type DeviceRow, type DeviceSortField,
} from '../../../src/api/devices';
import { SALES_LIMITS } from '../../../src/api/sales';
import type { AuditKind, AuditSource } from '../../auth/audit';
import type { AuthServices } from '../../auth/services';
import type { Db } from '../../db/client';
import { posDevices, shops, users, userShops } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { fieldError } from '../../models/errors';
import { listCount } from '../../models/listCount';

type CreateInput = z.output<typeof createDeviceRequestSchema>;

/** Who acts, from the session; where from, for the audit trail. */
export interface DeviceActor {
  ownerId: number;
  ownerCode: string;
  userId: number;
  source: AuditSource;
}
export type DeviceSort = Partial<Record<DeviceSortField, 'asc' | 'desc'>>[];

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], value: T | { in: T[] } | undefined): SQL | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? inArray(column, value.in) : eq(column, value);
};

const deviceWhere = (ownerId: number, filters: DeviceFilters = {}): SQL => and(
  eq(posDevices.ownerId, ownerId),
  oneOrMany(posDevices.userId, filters.userId), oneOrMany(posDevices.shopId, filters.shopId), oneOrMany(posDevices.kind, filters.kind),
)!;

const SORT_COLUMNS = { createdAt: posDevices.createdAt, serial: posDevices.serial, lastSeenAt: posDevices.lastSeenAt, id: posDevices.id } as const;

const deviceOrder = (sort: DeviceSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as DeviceSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(desc(posDevices.createdAt));
  if (!sort.some((entry) => 'id' in entry)) order.push(desc(posDevices.id));
  return order;
};

const columns = {
  id: posDevices.id, userId: posDevices.userId, userName: users.fullName, shopId: posDevices.shopId, shopName: shops.name,
  serial: posDevices.serial, name: posDevices.name, kind: posDevices.kind, createdAt: posDevices.createdAt, lastSeenAt: posDevices.lastSeenAt,
};

const page = async (db: Db, where: SQL, request: { sort?: DeviceSort; limit: number; skip: number }): Promise<DeviceRow[]> => {
  const rows = await db.select(columns).from(posDevices)
    .innerJoin(users, eq(users.id, posDevices.userId))
    .innerJoin(shops, eq(shops.id, posDevices.shopId))
    .where(where).orderBy(...deviceOrder(request.sort)).limit(request.limit).offset(request.skip);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt?.toISOString() ?? null }));
};

/** The pos_devices_owner_serial_unique constraint caught a writer that raced past the check. */
const isSerialConflict = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'pos_devices_owner_serial_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const serialTaken = () => fieldError('serial', 'this serial is already one of the merchant\'s devices', DEVICE_MESSAGES.serialTaken);

/**
 * The merchant's devices (pos_devices), always within the session's tenant. Removing one also forgets the
 * employee's trusted browsers (trusted_devices): a device taken away must not keep skipping the SMS code, and the
 * server cannot tell which trusted browser ran on it, so every one of the employee's asks for the code again.
 */
export const createDeviceStore = (services: AuthServices) => {
  const { db } = services;
  const audited = (actor: DeviceActor, kind: AuditKind, detail: Record<string, string | number>) =>
    services.audit({ kind, outcome: 'success', userId: actor.userId, ownerCode: actor.ownerCode, ...actor.source, detail });
  return {
    async list(ownerId: number, request: { queryInput?: DeviceFilters; sort?: DeviceSort; limit: number; skip: number }) {
      const where = deviceWhere(ownerId, request.queryInput);
      const [data, counted] = await Promise.all([
        page(db, where, request),
        listCount(db, sql`${posDevices}`, where, SALES_LIMITS.countBound),
      ]);
      return { data, count: counted.count };
    },

    /** A device for an employee of the merchant at one of the shops they work at; the serial unique per merchant. */
    async create(actor: DeviceActor, input: CreateInput): Promise<DeviceRow> {
      const { ownerId } = actor;
      const [employee] = await db.select({ id: users.id }).from(users)
        .where(and(eq(users.id, input.userId), eq(users.ownerId, ownerId), eq(users.type, 'submerchant')));
      if (!employee) throw fieldError('userId', 'must be one of the merchant\'s employees', DEVICE_MESSAGES.employeeNotFound);
      const [worksThere] = await db.select({ shopId: userShops.shopId }).from(userShops)
        .innerJoin(shops, eq(shops.id, userShops.shopId))
        .where(and(eq(userShops.userId, input.userId), eq(userShops.shopId, input.shopId), eq(shops.ownerId, ownerId)));
      if (!worksThere) throw fieldError('shopId', 'must be a shop the employee works at', DEVICE_MESSAGES.shopNotEmployees);
      const serial = input.serial || input.name!;
      const [taken] = await db.select({ id: posDevices.id }).from(posDevices).where(and(eq(posDevices.ownerId, ownerId), eq(posDevices.serial, serial)));
      if (taken) throw serialTaken();
      let id: number;
      try {
        [{ id }] = await db.insert(posDevices).values({
          ownerId, userId: input.userId, shopId: input.shopId, serial, name: input.name || serial, kind: input.kind, createdAt: services.now(),
        }).returning({ id: posDevices.id });
      } catch (error) {
        throw isSerialConflict(error) ? serialTaken() : error;
      }
      await audited(actor, 'deviceAdded', { deviceId: id, employeeId: input.userId, serial });
      return (await page(db, and(eq(posDevices.id, id), eq(posDevices.ownerId, ownerId))!, { limit: 1, skip: 0 }))[0];
    },

    async remove(actor: DeviceActor, id: number): Promise<void> {
      const [removed] = await db.delete(posDevices).where(and(eq(posDevices.id, id), eq(posDevices.ownerId, actor.ownerId)))
        .returning({ userId: posDevices.userId, serial: posDevices.serial });
      if (!removed) throw notFound();
      await services.devices.revokeAll(removed.userId);
      await audited(actor, 'deviceRemoved', { deviceId: id, employeeId: removed.userId, serial: removed.serial });
    },
  };
};
