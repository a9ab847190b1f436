import { z } from 'zod';
import { type ApiScopeChoice, apiScopeChoiceSchema, type IssuedApiKey, issuedApiKeySchema } from '../../api/apiKeys';
import type { Reauthentication } from '../../api/stepUp';
import { callParsed } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';

/** The API key screens' own calls beside the data provider's: the scopes catalogue, revoke and enable, and roll. */

/** `onlineMerchantApis`: the scopes a key can be given, named in both languages, each with whether the user may give it. */
export const fetchApiScopes = async (signal?: AbortSignal): Promise<ApiScopeChoice[]> =>
  callParsed('/api/api-key/onlineMerchantApis', z.array(apiScopeChoiceSchema), { body: {}, signal });

/** `revokeApiKey` (its calls are refused from the next one) or `enableApiKey`. */
export const setApiKeyStatus = async (id: string, action: 'revoke' | 'enable'): Promise<void> => {
  await httpClient(action === 'revoke' ? '/api/api-key/revokeApiKey' : '/api/api-key/enableApiKey', { body: { id } });
};

/** `rollApiKey`: the new key, to be shown once. Quiet: "Confirm it's you" or the screen says a refusal. */
export const rollApiKey = async (id: string, overlapHours: number, proof: Reauthentication): Promise<IssuedApiKey> =>
  callParsed('/api/api-key/rollApiKey', issuedApiKeySchema, { body: { id, overlapHours, ...proof }, quiet: true });
