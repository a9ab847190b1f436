import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { voucherState } from '../../../src/api/voucherLifecycle';
import { VOUCHER_MODEL } from '../../../src/api/vouchers';
import { businessDate } from '../../../src/core/formatDate';
import type { PartnerInfo, ShopInfo, VoucherReadData } from '../../../src/api/voucherRead';
import { textOf, voucherInfoOf } from '../../../src/core/voucherInfo';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { FileLinkSigner } from '../../models/fileLinks';
import { withSignedFileLinks } from '../../models/fileReferences';
import { fieldError } from '../../models/errors';

/** The models a voucher refers to (server/db/demo/pages.ts: page 60's `partnerId` and `shopIds` pickers). */
const PARTNER_MODEL = 'partners';
const SHOP_MODEL = 'partner-shops';

type Data = Record<string, unknown>;

/** Which voucher to read: its record id, else its code. */
export interface VoucherKey {
  id?: number;
  voucher?: string;
}

const recordIdOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The voucher read of the preview (spec §7 "Read action" for vouchers): voucherInfo, partnerInfo, shopInfos. */
export const createVoucherReadService = ({ db, fileLinks, now }: { db: Db; fileLinks: FileLinkSigner; now: () => Date }) => {
  /** A record of `model` of the caller's tenant: the owner comes from the session, never from the request. */
  const own = (auth: AuthContext, model: string) => and(eq(records.ownerId, auth.ownerId), eq(records.model, model));

  const partnerOf = async (auth: AuthContext, partnerId: unknown): Promise<PartnerInfo> => {
    const id = recordIdOf(partnerId);
    if (id === null) return { name: null, detail: null };
    const [row] = await db.select({ data: records.data }).from(records).where(and(own(auth, PARTNER_MODEL), eq(records.id, id)));
    const data = (row?.data ?? {}) as Data;
    return { name: textOf(data.name), detail: textOf(data.detail) };
  };

  /** The voucher's shops in the order it lists them; ids that name no shop of the tenant are left out. */
  const shopsOf = async (auth: AuthContext, shopIds: unknown): Promise<ShopInfo[]> => {
    const ids = (Array.isArray(shopIds) ? shopIds : []).map(recordIdOf).filter((id): id is number => id !== null);
    if (ids.length === 0) return [];
    const rows = await db.select({ id: records.id, data: records.data }).from(records).where(and(own(auth, SHOP_MODEL), inArray(records.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row.data as Data]));
    return ids.flatMap((id) => {
      const data = byId.get(id);
      return data ? [{ name: textOf(data.name) ?? '', address: textOf(data.address) ?? '' }] : [];
    });
  };

  return {
    async read(auth: AuthContext, key: VoucherKey): Promise<VoucherReadData> {
      if (key.id === undefined && key.voucher === undefined) throw fieldError('id', 'give the voucher\'s id or its code (voucher)');
      const which = key.id !== undefined ? eq(records.id, key.id) : sql`${records.data}->>'code' = ${key.voucher}`;
      // A code used twice answers the oldest voucher: the same one on every read.
      const [row] = await db.select({ id: records.id, data: records.data }).from(records)
        .where(and(own(auth, VOUCHER_MODEL), which)).orderBy(asc(records.id)).limit(1);
      if (!row) throw notFound();
      const data = (row.data ?? {}) as Data;
      const [partnerInfo, shopInfos] = await Promise.all([partnerOf(auth, data.partnerId), shopsOf(auth, data.shopIds)]);
      // `status` is the state the voucher is in today, as the record store answers it (active and expired derived),
      // so that the preview's buttons can follow it.
      const info = { ...voucherInfoOf(row.id, data), status: voucherState(data, businessDate(now())) };
      const voucherInfo = await withSignedFileLinks(db, fileLinks, auth.ownerId, info);
      return { voucherInfo, partnerInfo, shopInfos };
    },
  };
};
