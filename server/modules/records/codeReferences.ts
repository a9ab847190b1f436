import { and, eq, sql } from 'drizzle-orm';
import { RECORD_MESSAGES, type RecordError, valueProblemText } from '../../../src/api/records';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { labelOf, type ModelSchema } from '../../models/fields';
import { modelOfApi } from '../../models/references';

/** The column a ModelCode field stores: the first of its `modelSelectField` ('code$$Mã,name$$Tên' → 'code'). */
const codeColumnOf = (modelSelectField: string | undefined): string | null => modelSelectField?.split(',')[0]?.split('$$')[0]?.trim() || null;

/**
 * ModelCode fields hold the code of one of the owner's records of the field's api (page 45's `voucher`: a partner
 * voucher's `code`). A new or changed code that matches none is refused: 400 naming the field (problem `unknownCode`).
 */
export const requireKnownCodes = async (
  db: Db, ownerId: number, schema: ModelSchema, data: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>> | null,
): Promise<void> => {
  for (const [name, { field, kind }] of schema.fields) {
    const value = data[name];
    if (kind !== 'code' || typeof value !== 'string' || stored?.[name] === value) continue;
    const model = modelOfApi(schema.definition, field.api);
    const column = codeColumnOf(field.modelSelectField);
    if (model === null || column === null) continue;
    const [known] = await db.select({ id: records.id }).from(records)
      .where(and(eq(records.ownerId, ownerId), eq(records.model, model), sql`${records.data} ->> ${column} = ${value}`))
      .limit(1);
    if (known) continue;
    const message = `${labelOf(field)}: ${valueProblemText('unknownCode')}`;
    throw new AppError(400, RECORD_MESSAGES.invalidParam, {
      data: { field: name, errors: [{ field: name, message, problem: 'unknownCode' }] } satisfies RecordError,
    });
  }
};
