import { voucherReadDataSchema, type VoucherReadData } from '../../api/voucherRead';
import { voucherInfoOf } from '../../core/voucherInfo';

/**
 * What a preview page's read action answered, as the mock-up shows it: the voucher read's `voucherInfo`,
 * `partnerInfo`, `shopInfos` (spec §7), or, from a page that reads a plain voucher record, that record as the
 * voucher (no partner, no shops). Null when it is neither.
 */
export const previewDataOf = (record: Record<string, unknown>): VoucherReadData | null => {
  const read = voucherReadDataSchema.safeParse(record);
  if (read.success) return read.data;
  const id = Number(record.id);
  if ('voucherInfo' in record || !Number.isSafeInteger(id)) return null;
  return { voucherInfo: voucherInfoOf(id, record), partnerInfo: { name: null, detail: null }, shopInfos: [] };
};
