import { z } from 'zod';
import { type ExportTransactionsRequest, exportJobSchema, serviceListDataSchema } from '../../api/sales';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The history's own calls beside its list: the filters' choices and starting an export. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `findServiceList`: the service codes of the caller's sales. */
export const fetchServiceChoices = async (signal?: AbortSignal): Promise<string[]> => {
  const body = await httpClient('/api/report/findServiceList', { body: {}, signal });
  return read(serviceListDataSchema, body.data).map((service) => service.code);
};

const startedJobSchema = exportJobSchema.pick({ id: true, status: true });
export type StartedExport = z.output<typeof startedJobSchema>;

/** `exportTransactions`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startTransactionExport = async (request: ExportTransactionsRequest): Promise<StartedExport> => {
  const body = await httpClient('/api/report/exportTransactions', { body: request });
  return read(startedJobSchema, body.data);
};
