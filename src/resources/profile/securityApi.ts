import { z } from 'zod';
import {
  type ExportActivityRequest, revokedCountDataSchema, revokeSessionDataSchema, type SessionRow, sessionRowSchema, type TrustedDeviceRow,
  trustedDeviceRowSchema,
} from '../../api/activity';
import { exportStartedDataSchema } from '../../api/exports';
import { forgetTrustedBrowser } from '../../authProvider/forgetDevice';
import { callParsed } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';
import { readStored } from '../../storage';

/**
 * The calls of /profile's Sessions, Trusted devices and Security history tabs (`/api/security/*`) beside the
 * history's list, which react-admin reads (data.ts `activity`).
 */

/** A user has a handful of sessions and devices: one page of the largest size holds them. */
const ALL = { limit: 100, skip: 0 };

export const fetchSessions = async (signal?: AbortSignal): Promise<SessionRow[]> =>
  callParsed('/api/security/findSessions', z.array(sessionRowSchema), { body: ALL, signal });

/** Signs out one session; `signedOut` when it was this one (the screen then signs out here too). */
export const revokeSession = async (id: string): Promise<{ signedOut: boolean }> =>
  callParsed('/api/security/revokeSession', revokeSessionDataSchema, { body: { id } });

export const revokeOtherSessions = async (): Promise<{ revoked: number }> =>
  callParsed('/api/security/revokeOtherSessions', revokedCountDataSchema, { body: {} });

/** The trusted devices; the browser's own device secret, when it holds one, marks its row `current`. */
export const fetchTrustedDevices = async (signal?: AbortSignal): Promise<TrustedDeviceRow[]> =>
  callParsed('/api/security/findTrustedDevices', z.array(trustedDeviceRowSchema), {
    body: { ...ALL, deviceId: readStored('deviceId') ?? '' }, signal,
  });

/** Forgets a trusted device; this browser's own also drops its secret here, as "Forget this device" does. */
export const forgetTrustedDevice = async (device: Pick<TrustedDeviceRow, 'id' | 'current'>): Promise<void> => {
  await httpClient('/api/security/forgetTrustedDevice', { body: { id: device.id } });
  if (device.current) forgetTrustedBrowser();
};

/** exportActivity (own): answers the queued job at once; the file is made in the background (/exportedReports). */
export const startOwnActivityExport = async (request: Omit<ExportActivityRequest, 'scope'>) =>
  callParsed('/api/security/exportActivity', exportStartedDataSchema, { body: { ...request, scope: 'own' } });
