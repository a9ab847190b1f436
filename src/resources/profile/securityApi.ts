import { z } from 'zod';
import {
  type ExportActivityRequest, revokedCountDataSchema, revokeSessionDataSchema, type SessionRow, sessionRowSchema, type TrustedDeviceRow,
  trustedDeviceRowSchema,
} from '../../api/activity';
import { exportStartedDataSchema } from '../../api/exports';
import { forgetTrustedBrowser } from '../../authProvider/forgetDevice';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';
import { readStored } from '../../storage';

/**
 * The calls of /profile's Sessions, Trusted devices and Security history tabs (`/api/security/*`) beside the
 * history's list, which react-admin reads (src/dataProvider/merchantResources.ts `activity`).
 */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** A user has a handful of sessions and devices: one page of the largest size holds them. */
const ALL = { limit: 100, skip: 0 };

export const fetchSessions = async (signal?: AbortSignal): Promise<SessionRow[]> =>
  read(z.array(sessionRowSchema), (await httpClient('/api/security/findSessions', { body: ALL, signal })).data);

/** Signs out one session; `signedOut` when it was this one (the screen then signs out here too). */
export const revokeSession = async (id: string): Promise<{ signedOut: boolean }> =>
  read(revokeSessionDataSchema, (await httpClient('/api/security/revokeSession', { body: { id } })).data);

export const revokeOtherSessions = async (): Promise<{ revoked: number }> =>
  read(revokedCountDataSchema, (await httpClient('/api/security/revokeOtherSessions', { body: {} })).data);

/** The trusted devices; the browser's own device secret, when it holds one, marks its row `current`. */
export const fetchTrustedDevices = async (signal?: AbortSignal): Promise<TrustedDeviceRow[]> =>
  read(z.array(trustedDeviceRowSchema), (await httpClient('/api/security/findTrustedDevices', {
    body: { ...ALL, deviceId: readStored('deviceId') ?? '' }, signal,
  })).data);

/** Forgets a trusted device; this browser's own also drops its secret here, as "Forget this device" does. */
export const forgetTrustedDevice = async (device: Pick<TrustedDeviceRow, 'id' | 'current'>): Promise<void> => {
  await httpClient('/api/security/forgetTrustedDevice', { body: { id: device.id } });
  if (device.current) forgetTrustedBrowser();
};

/** exportActivity (own): answers the queued job at once; the file is made in the background (/exportedReports). */
export const startOwnActivityExport = async (request: Omit<ExportActivityRequest, 'scope'>) =>
  read(exportStartedDataSchema, (await httpClient('/api/security/exportActivity', { body: { ...request, scope: 'own' } })).data);
