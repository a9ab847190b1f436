import type { VoucherDetail } from '../../api/vouchers';

/** The voucher list and edit form's page (server/db/demo/pages.ts), and the phone import's (spec §2). */
const VOUCHER_PAGE = 60;
const PHONE_IMPORT_PAGE = 45;

/** Where the approval screen links to: the voucher's edit form, and the phone import prefilled with its key. */
export const voucherLinks = (voucher: Pick<VoucherDetail, 'id' | 'code'>) => ({
  edit: `#/form?page=${VOUCHER_PAGE}&mode=edit&id=${encodeURIComponent(String(voucher.id))}`,
  phones: `#/form?page=${PHONE_IMPORT_PAGE}&mode=import&embed=${encodeURIComponent(JSON.stringify({ voucher: voucher.code ?? '' }))}`,
});
