import type { FactorStatus } from '../../../src/api/factors';
import { type Handler, ok } from './api';

/** Second-factor states as findFactors answers them, for /profile's sections, /enrolFactor and "Confirm it's you". */
export const NO_APP: FactorStatus['authenticator'] = { state: 'none', confirmedAt: null, lastUsedAt: null };
export const ACTIVE_APP: FactorStatus['authenticator'] = { state: 'active', confirmedAt: '2026-11-29T08:10:00.000Z', lastUsedAt: null };
export const NO_FACTORS: FactorStatus = { authenticator: NO_APP, passkeys: [], recoveryCodesLeft: 0 };
export const WORK_LAPTOP: FactorStatus['passkeys'][number] = {
  id: 3, name: 'Work laptop', createdAt: '2026-11-02T08:12:00.000Z', lastUsedAt: '2026-11-28T01:00:00.000Z',
};
export const WITH_APP: FactorStatus = { authenticator: ACTIVE_APP, passkeys: [], recoveryCodesLeft: 10 };
export const WITH_PASSKEY: FactorStatus = { authenticator: NO_APP, passkeys: [WORK_LAPTOP], recoveryCodesLeft: 10 };

/** The findFactors route answering `status`. */
export const findFactors = (status: FactorStatus = NO_FACTORS): Record<string, Handler> => ({ 'POST /api/security/findFactors': () => ok(status) });
