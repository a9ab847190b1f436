import { z } from 'zod';
import { exportJobSchema } from '../../api/sales';
import {
  type ExportSubmerchantsRequest, type NrcConfig, nrcConfigSchema, type RoleChoice, roleChoiceSchema,
} from '../../api/submerchants';
import { callParsed } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';

/** The employee screens' own calls beside the data provider's: choices, lock and activate, and the export. */

/** `findConfig`: the identity document types and their number patterns (the form checks with the server's rule). */
export const fetchNrcConfig = async (signal?: AbortSignal): Promise<NrcConfig> =>
  callParsed('/api/submerchant/findConfig', nrcConfigSchema, { body: {}, signal });

/** `roleChoices`: the roles an employee may be given. */
export const fetchRoleChoices = async (signal?: AbortSignal): Promise<RoleChoice[]> =>
  callParsed('/api/submerchant/roleChoices', z.array(roleChoiceSchema), { body: {}, signal });

/** `lockSubmerchant` (every session of theirs ends) or `activeSubmerchant`. */
export const setEmployeeStatus = async (id: number, action: 'lock' | 'activate'): Promise<void> => {
  await httpClient(action === 'lock' ? '/api/submerchant/lockSubmerchant' : '/api/submerchant/activeSubmerchant', { body: { id } });
};

const startedJobSchema = exportJobSchema.pick({ id: true, status: true });

/** `exportSubMerchant`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startEmployeeExport = async (request: ExportSubmerchantsRequest) =>
  callParsed('/api/report/exportSubMerchant', startedJobSchema, { body: request });
