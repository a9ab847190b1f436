import { z } from 'zod';
import { exportStartedDataSchema } from '../../api/exports';
import {
  type SettlementFilters, type SettlementPeriod, type SettlementQuote, settlementQuoteSchema, type SettlementRow, settlementRowSchema,
} from '../../api/loyalty';
import type { ExportFormat } from '../../api/sales';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The settlement screens' own calls beside their list: the quote, the request and the export. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `settlementQuote`: what settling the period would cover now (nothing is taken). */
export const fetchSettlementQuote = async (period: SettlementPeriod, signal?: AbortSignal): Promise<SettlementQuote> =>
  read(settlementQuoteSchema, (await httpClient('/api/loyalty/settlementQuote', { body: period, signal })).data);

/** `settlementPoint`: requests the settlement; quiet: the form says why it was refused, under its button. */
export const requestSettlement = async (period: SettlementPeriod): Promise<SettlementRow> =>
  read(settlementRowSchema, (await httpClient('/api/loyalty/settlementPoint', { body: period, quiet: true })).data);

export const startSettlementExport = async (request: { queryInput: SettlementFilters; format: ExportFormat; locale: 'en' | 'vi' }) =>
  read(exportStartedDataSchema, (await httpClient('/api/loyalty/exportSettlementPointHistory', { body: request })).data);
