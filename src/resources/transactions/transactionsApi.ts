import { z } from 'zod';
import { type ExportTransactionsRequest, exportJobSchema, serviceListDataSchema } from '../../api/sales';
import { callParsed } from '../../dataProvider/callParsed';

/** The history's own calls beside its list: the filters' choices and starting an export. */

/** `findServiceList`: the service codes of the caller's sales. */
export const fetchServiceChoices = async (signal?: AbortSignal): Promise<string[]> =>
  (await callParsed('/api/report/findServiceList', serviceListDataSchema, { body: {}, signal })).map((service) => service.code);

const startedJobSchema = exportJobSchema.pick({ id: true, status: true });
export type StartedExport = z.output<typeof startedJobSchema>;

/** `exportTransactions`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startTransactionExport = (request: ExportTransactionsRequest): Promise<StartedExport> =>
  callParsed('/api/report/exportTransactions', startedJobSchema, { body: request });
