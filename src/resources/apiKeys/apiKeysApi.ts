import { z } from 'zod';
import { type ApiScopeInfo, apiScopeSchema, type IssuedApiKey, issuedApiKeySchema } from '../../api/apiKeys';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The API key screens' own calls beside the data provider's: the scopes catalogue, revoke and enable, and roll. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `onlineMerchantApis`: the scopes a key can be given, named in both languages. */
export const fetchApiScopes = async (signal?: AbortSignal): Promise<ApiScopeInfo[]> =>
  read(z.array(apiScopeSchema), (await httpClient('/api/api-key/onlineMerchantApis', { body: {}, signal })).data);

/** `revokeApiKey` (its calls are refused from the next one) or `enableApiKey`. */
export const setApiKeyStatus = async (id: string, action: 'revoke' | 'enable'): Promise<void> => {
  await httpClient(action === 'revoke' ? '/api/api-key/revokeApiKey' : '/api/api-key/enableApiKey', { body: { id } });
};

/** `rollApiKey`: the new key, to be shown once. Quiet: the roll dialog shows a refusal beside the password. */
export const rollApiKey = async (id: string, overlapHours: number, password: string): Promise<IssuedApiKey> =>
  read(issuedApiKeySchema, (await httpClient('/api/api-key/rollApiKey', { body: { id, overlapHours, password }, quiet: true })).data);
