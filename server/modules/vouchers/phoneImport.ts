import { and, eq, sql } from 'drizzle-orm';
import { VOUCHER_MODEL } from '../../../src/api/vouchers';
import {
  VOUCHER_PHONE_MESSAGES, VOUCHER_PHONE_MODEL, type PhoneImportRefusal, type PhoneImportRequest, type PhoneImportResult,
} from '../../../src/api/voucherPhones';
import { readVnMobile } from '../../../src/core/phone';
import type { AuthContext } from '../../auth/sessions';
import { type Db, selectRows } from '../../db/client';
import { records } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** 404 naming the field: the voucher is not one of this tenant's (another merchant's voucher does not exist here). */
const voucherNotFound = () => new AppError(404, VOUCHER_PHONE_MESSAGES.voucherNotFound, { data: { field: 'voucher' } });

/**
 * Imports customers' numbers for a voucher (page 45): each line read as a Vietnamese mobile number (src/core/phone.ts),
 * the valid ones inserted in one statement as records of 'voucher-phones'. The unique index of migration 0016
 * (owner, voucher, phone) turns a number already there into a no-op, so a batch sent twice adds nothing.
 */
export const createPhoneImport = ({ db, now }: { db: Db; now: () => Date }) => ({
  async importBatch(auth: AuthContext, request: PhoneImportRequest): Promise<PhoneImportResult> {
    const voucher = request.voucher.trim();
    const [own] = await db.select({ id: records.id }).from(records)
      .where(and(eq(records.ownerId, auth.ownerId), eq(records.model, VOUCHER_MODEL), sql`${records.data} ->> 'code' = ${voucher}`))
      .limit(1);
    if (!own) throw voucherNotFound();

    const refused: PhoneImportRefusal[] = [];
    const phones = new Set<string>();
    let valid = 0;
    for (const { line, value } of request.rows) {
      const reading = readVnMobile(value);
      if (!reading.ok) {
        refused.push({ line, problem: reading.problem });
        continue;
      }
      valid += 1;
      phones.add(reading.phone);
    }
    if (phones.size === 0) return { added: 0, existing: valid, refused };

    const at = now().toISOString();
    const [{ added }] = await selectRows<{ added: number }>(db, sql`
      WITH inserted AS (
        INSERT INTO records (owner_id, model, data, created_at, updated_at)
        SELECT ${auth.ownerId}::int, ${VOUCHER_PHONE_MODEL}, jsonb_build_object('phone', phone, 'voucher', ${voucher}::text),
               ${at}::timestamptz, ${at}::timestamptz
        FROM jsonb_array_elements_text(${JSON.stringify([...phones])}::jsonb) AS phone
        ON CONFLICT (owner_id, (data ->> 'voucher'), (data ->> 'phone')) WHERE model = ${sql.raw(`'${VOUCHER_PHONE_MODEL}'`)} DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS added FROM inserted`);
    return { added, existing: valid - added, refused };
  },
});

export type PhoneImport = ReturnType<typeof createPhoneImport>;
