import { and, asc, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maskAccountNumber, type BankAccountRow, type ChannelRow, type findChannelsRequestSchema, type listBankAccountsRequestSchema, type MerchantInfo,
} from '../../../src/api/money';
import type { Db } from '../../db/client';
import { bankAccounts, owners, paymentChannels } from '../../db/schema';
import { notFound } from '../../http/envelope';


/** The merchant's registered details; the tenant is the session's. */
export const merchantInfo = async (db: Db, ownerId: number): Promise<MerchantInfo> => {
  const [row] = await db.select({
    code: owners.code, name: owners.name, status: owners.status, taxCode: owners.taxCode, address: owners.address,
    provinceCode: owners.provinceCode, districtCode: owners.districtCode, wardCode: owners.wardCode,
    contactName: owners.contactName, contactPhone: owners.contactPhone, contactEmail: owners.contactEmail,
  }).from(owners).where(eq(owners.id, ownerId));
  if (!row) throw notFound();
  return row;
};

/** The merchant's payment channels and their fees, by name. */
export const findChannels = async (
  db: Db, ownerId: number, request: z.output<typeof findChannelsRequestSchema>,
): Promise<{ data: ChannelRow[]; count: number }> => {
  const C = paymentChannels;
  const filters = request.queryInput ?? {};
  const conditions: SQL[] = [eq(C.ownerId, ownerId)];
  if (filters.enabled !== undefined) conditions.push(eq(C.enabled, filters.enabled));
  if (filters.code !== undefined) conditions.push(eq(C.code, filters.code));
  const where = and(...conditions);
  const data = await db.select({ id: C.id, code: C.code, name: C.name, feeRateBp: C.feeRateBp, feeFixed: C.feeFixed, enabled: C.enabled })
    .from(C).where(where).orderBy(asc(C.name), asc(C.id)).limit(request.limit).offset(request.skip);
  const [total] = await db.select({ n: count() }).from(C).where(where);
  return { data, count: total.n };
};

/** The merchant's bank accounts, verified first; the number masked (the payout alone needs it whole). */
export const listBankAccounts = async (
  db: Db, ownerId: number, request: z.output<typeof listBankAccountsRequestSchema>,
): Promise<{ data: BankAccountRow[]; count: number }> => {
  const B = bankAccounts;
  const filters = request.queryInput ?? {};
  const conditions: SQL[] = [eq(B.ownerId, ownerId)];
  if (filters.verified !== undefined) conditions.push(filters.verified ? isNotNull(B.verifiedAt) : isNull(B.verifiedAt));
  const where = and(...conditions);
  const rows = await db.select().from(B).where(where).orderBy(asc(B.verifiedAt), asc(B.id)).limit(request.limit).offset(request.skip);
  const [total] = await db.select({ n: count() }).from(B).where(where);
  return {
    data: rows.map((row) => ({
      id: row.id, bankCode: row.bankCode, bankName: row.bankName, accountNumberMasked: maskAccountNumber(row.accountNumber),
      holderName: row.holderName, verified: row.verifiedAt !== null,
    })),
    count: total.n,
  };
};
