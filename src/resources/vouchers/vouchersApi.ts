import type { z } from 'zod';
import type { VoucherState } from '../../api/voucherLifecycle';
import {
  type TransitionData, transitionDataSchema, type VoucherDetail, voucherDetailSchema, type VoucherHistory, voucherHistorySchema,
  syncVoucherDataSchema, blockVoucherDataSchema,
} from '../../api/vouchers';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/**
 * The voucher lifecycle's calls (server/modules/vouchers), each answer checked against its wire schema. Quiet: the
 * screens say each answer in an alert beside the buttons (a lost session still signs out through the client).
 */
const read = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(BAD_ANSWER);
  return parsed.data;
};

const path = (id: number, rest = '') => `/api/vouchers/${encodeURIComponent(String(id))}${rest}`;

export const fetchVoucher = async (id: number, signal?: AbortSignal): Promise<VoucherDetail> =>
  read(voucherDetailSchema, (await httpClient(path(id), { method: 'GET', quiet: true, signal })).data);

export const fetchHistory = async (id: number, signal?: AbortSignal): Promise<VoucherHistory> =>
  read(voucherHistorySchema, (await httpClient(path(id, '/history'), { method: 'GET', quiet: true, signal })).data);

/** A transition's answer: its message key (said in the alert) and the voucher's new state. */
export interface Done {
  message: string;
  state: VoucherState;
}

const done = async (url: string, body: object, schema: z.ZodType<{ state: VoucherState }> = transitionDataSchema): Promise<Done> => {
  const answer = await httpClient(url, { body, quiet: true });
  return { message: answer.message ?? '', state: read(schema, answer.data).state };
};

export const syncVoucher = (id: number, expectedState: VoucherState) =>
  done('/api/vouchers/sync-voucher', { id, expectedState }, syncVoucherDataSchema);

export const rejectVoucher = (id: number, reason: string, expectedState: VoucherState) =>
  done('/api/vouchers/reject-voucher', { id, reason, expectedState });

/** Spec §7 create_approve {voucher}: by the voucher's key, its code. */
export const approveVoucher = (code: string, expectedState: VoucherState) =>
  done('/api/vouchers/create_approve', { voucher: code, expectedState });

export const blockVoucher = (id: number, blockMessage: string, expectedState: VoucherState) =>
  done('/api/vouchers/block-voucher', { id, blockMessage, expectedState }, blockVoucherDataSchema);

export type { TransitionData };
