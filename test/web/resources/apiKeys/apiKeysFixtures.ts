import { API_SCOPE_CATALOGUE, type ApiKeyRow } from '../../../../src/api/apiKeys';
import { type Answer, type Handler, mockApi, ok, type SentRequest } from '../../support/api';
import { findFactors } from '../../support/factorStatus';
// "Confirm it's you" is a lazy chunk of the shell: loaded with the file, so that a test waits for the dialog, not
// for its modules to compile.
import '../../../../src/ui/stepUp/StepUpDialog';

/** API keys as their calls answer them (src/api/apiKeys.ts), and a fake of those calls. */

export const KEYS: ApiKeyRow[] = [
  {
    id: '3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d', name: 'Đồng bộ kế toán MISA', prefix: 'mpk_live_3fK9', scopes: ['transactions:read', 'shops:read'],
    ipAllow: ['203.113.152.0/24'], status: 'active', createdAt: '2026-11-03T02:15:00.000Z', updatedAt: null,
    lastUsedAt: '2026-11-20T01:00:00.000Z', lastUsedIp: '203.113.152.14', expiresAt: '2027-11-20T16:59:59.999Z', revokedAt: null,
    previousValidUntil: null,
  },
  {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Ứng dụng điểm thưởng', prefix: 'mpk_live_Zq81', scopes: ['points:read'],
    ipAllow: [], status: 'revoked', createdAt: '2026-11-01T02:15:00.000Z', updatedAt: '2026-11-02T02:15:00.000Z',
    lastUsedAt: null, lastUsedIp: null, expiresAt: null, revokedAt: '2026-11-02T02:15:00.000Z', previousValidUntil: null,
  },
];

export const NEW_KEY = `mpk_live_${'Ab1'.repeat(14)}C`;
export const ROLLED_KEY = `mpk_live_${'Xy9'.repeat(14)}Z`;

/** The key createApiKey answers (without its secret). */
export const CREATED: ApiKeyRow = { ...KEYS[0], id: '11111111-2222-4333-8444-555555555555', name: 'Khóa mới', lastUsedAt: null, lastUsedIp: null };

const byId = (request: SentRequest) => [...KEYS, CREATED].find((row) => row.id === (request.body as { id: string }).id) ?? KEYS[0];

export const apiKeysApi = (routes: Record<string, Answer | Handler> = {}) =>
  mockApi({
    'POST /api/api-key/findApiKeys': ok(KEYS, { count: KEYS.length }),
    'POST /api/api-key/detailApiKey': (request) => ok(byId(request)),
    'POST /api/api-key/onlineMerchantApis': ok(API_SCOPE_CATALOGUE.map((scope) => ({ ...scope, held: true }))),
    'POST /api/api-key/createApiKey': ok({ ...CREATED, key: NEW_KEY }),
    'POST /api/api-key/updateApiKey': (request) => ok({ ...byId(request), ...(request.body as object) }),
    'POST /api/api-key/revokeApiKey': (request) => ok({ ...byId(request), status: 'revoked' }),
    'POST /api/api-key/enableApiKey': (request) => ok({ ...byId(request), status: 'active' }),
    'POST /api/api-key/rollApiKey': (request) => ok({ ...byId(request), prefix: ROLLED_KEY.slice(0, 13), key: ROLLED_KEY }),
    ...findFactors(),
    ...routes,
  });
