import type { z } from 'zod';
import type { VoucherState } from '../../api/voucherLifecycle';
import {
  type TransitionData, transitionDataSchema, type VoucherDetail, voucherDetailSchema, type VoucherHistory, voucherHistorySchema,
  syncVoucherDataSchema, blockVoucherDataSchema,
} from '../../api/vouchers';
import { callParsed, parsedAnswer } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';

/**
 * The voucher lifecycle's calls (server/modules/vouchers), each answer checked against its wire schema. Quiet: the
 * screens say each answer in an alert beside the buttons (a lost session still signs out through the client).
 */
const path = (id: number, rest = '') => `/api/vouchers/${encodeURIComponent(String(id))}${rest}`;

export const fetchVoucher = async (id: number, signal?: AbortSignal): Promise<VoucherDetail> =>
  callParsed(path(id), voucherDetailSchema, { method: 'GET', quiet: true, signal });

export const fetchHistory = async (id: number, signal?: AbortSignal): Promise<VoucherHistory> =>
  callParsed(path(id, '/history'), voucherHistorySchema, { method: 'GET', quiet: true, signal });

/** A transition's answer: its message key (said in the alert) and the voucher's new state. */
export interface Done {
  message: string;
  state: VoucherState;
}

const done = async (url: string, body: object, schema: z.ZodType<{ state: VoucherState }> = transitionDataSchema): Promise<Done> => {
  const answer = await httpClient(url, { body, quiet: true });
  return { message: answer.message ?? '', state: parsedAnswer(schema, answer.data, url).state };
};

export const syncVoucher = (id: number, expectedState: VoucherState) =>
  done('/api/vouchers/sync-voucher', { id, expectedState }, syncVoucherDataSchema);

export const rejectVoucher = (id: number, reason: string, expectedState: VoucherState) =>
  done('/api/vouchers/reject-voucher', { id, reason, expectedState });

/** Spec §7 create_approve {voucher}: by the voucher's key, its code. */
/** The voucher shown, by its code and its id: another voucher with the same code is never the one approved. */
export const approveVoucher = (id: number, code: string, expectedState: VoucherState) =>
  done('/api/vouchers/create_approve', { voucher: code, id, expectedState });

export const blockVoucher = (id: number, blockMessage: string, expectedState: VoucherState) =>
  done('/api/vouchers/block-voucher', { id, blockMessage, expectedState }, blockVoucherDataSchema);

export type { TransitionData };
