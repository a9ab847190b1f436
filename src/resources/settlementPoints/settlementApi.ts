import { exportStartedDataSchema } from '../../api/exports';
import {
  type SettlementFilters, type SettlementPeriod, type SettlementQuote, settlementQuoteSchema, type SettlementRow, settlementRowSchema,
} from '../../api/loyalty';
import type { ExportFormat } from '../../api/sales';
import { callParsed } from '../../dataProvider/callParsed';

/** The settlement screens' own calls beside their list: the quote, the request and the export. */

/** `settlementQuote`: what settling the period would cover now (nothing is taken). */
export const fetchSettlementQuote = async (period: SettlementPeriod, signal?: AbortSignal): Promise<SettlementQuote> =>
  callParsed('/api/loyalty/settlementQuote', settlementQuoteSchema, { body: period, signal });

/** `settlementPoint`: requests the settlement; quiet: the form says why it was refused, under its button. */
export const requestSettlement = async (period: SettlementPeriod): Promise<SettlementRow> =>
  callParsed('/api/loyalty/settlementPoint', settlementRowSchema, { body: period, quiet: true });

export const startSettlementExport = async (request: { queryInput: SettlementFilters; format: ExportFormat; locale: 'en' | 'vi' }) =>
  callParsed('/api/loyalty/exportSettlementPointHistory', exportStartedDataSchema, { body: request });
