import { z } from 'zod';
import { exportJobSchema } from '../../api/sales';
import {
  type ExportSubmerchantsRequest, type NrcConfig, nrcConfigSchema, type RoleChoice, roleChoiceSchema,
} from '../../api/submerchants';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The employee screens' own calls beside the data provider's: choices, lock and activate, and the export. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `findConfig`: the identity document types and their number patterns (the form checks with the server's rule). */
export const fetchNrcConfig = async (signal?: AbortSignal): Promise<NrcConfig> =>
  read(nrcConfigSchema, (await httpClient('/api/submerchant/findConfig', { body: {}, signal })).data);

/** `roleChoices`: the roles an employee may be given. */
export const fetchRoleChoices = async (signal?: AbortSignal): Promise<RoleChoice[]> =>
  read(z.array(roleChoiceSchema), (await httpClient('/api/submerchant/roleChoices', { body: {}, signal })).data);

/** `lockSubmerchant` (every session of theirs ends) or `activeSubmerchant`. */
export const setEmployeeStatus = async (id: number, action: 'lock' | 'activate'): Promise<void> => {
  await httpClient(action === 'lock' ? '/api/submerchant/lockSubmerchant' : '/api/submerchant/activeSubmerchant', { body: { id } });
};

const startedJobSchema = exportJobSchema.pick({ id: true, status: true });

/** `exportSubMerchant`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startEmployeeExport = async (request: ExportSubmerchantsRequest) =>
  read(startedJobSchema, (await httpClient('/api/report/exportSubMerchant', { body: request })).data);
