import { type SQL, and, eq, ne, sql } from 'drizzle-orm';
import type { FieldDefinition } from '../../../src/api/pageDefinition';
import { RECORD_MESSAGES, type RecordError, valueProblemText } from '../../../src/api/records';
import { type RuleProblem, fieldRuleProblems } from '../../../src/core/fieldRules';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { labelOf, type ModelSchema } from '../../models/fields';

type FieldErrorEntry = RecordError['errors'][number];

const entryOf = (name: string, field: FieldDefinition, problem: RuleProblem): FieldErrorEntry => {
  const entry: FieldErrorEntry = {
    field: name, message: `${labelOf(field)}: ${valueProblemText(problem.kind, problem.args)}`, problem: problem.kind, args: problem.args,
  };
  if (problem.messageKey !== undefined) entry.messageKey = problem.messageKey;
  return entry;
};

/** 400 `invalidParam` naming each field whose rule is broken, the first in schema order as `data.field`. */
const refused = (errors: FieldErrorEntry[]): AppError =>
  new AppError(400, RECORD_MESSAGES.invalidParam, { data: { field: errors[0].field, errors } satisfies RecordError });

/**
 * The definition's rules but `unique` (src/core/fieldRules.ts) over the record as it will be stored: `data` holds
 * its visible fields only, so a hidden field is neither checked nor compared with (as `required`).
 */
export const requireRules = (schema: ModelSchema, data: Readonly<Record<string, unknown>>, creating: boolean, today: string): void => {
  const fields = new Map([...schema.fields].map(([name, { field }]) => [name, field]));
  const context = { values: data, fields, labelOf, creating, today };
  const errors: FieldErrorEntry[] = [];
  for (const [name, { field }] of schema.fields) {
    if (!Object.hasOwn(data, name)) continue;
    const [problem] = fieldRuleProblems(field, data[name], context);
    if (problem) errors.push(entryOf(name, field, problem));
  }
  if (errors.length > 0) throw refused(errors);
};

const uniqueFields = (schema: ModelSchema): [string, FieldDefinition][] =>
  [...schema.fields].filter(([, { field }]) => field.rules?.some((rule) => rule.unique === true)).map(([name, { field }]) => [name, field]);

/**
 * `unique` rules: no other record of the owner's model holds the same value (text without regard to case). Run in
 * the write's transaction: an advisory lock per owner and model makes two saves of the same value wait for each
 * other, so the second sees the first and is refused.
 */
export const requireUnique = async (
  tx: Db, ownerId: number, model: string, schema: ModelSchema, data: Readonly<Record<string, unknown>>, selfId: number | null,
): Promise<void> => {
  const checked = uniqueFields(schema).filter(([name]) => data[name] !== undefined && data[name] !== null && data[name] !== '');
  if (checked.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`records-unique|${ownerId}|${model}`}))`);
  const errors: FieldErrorEntry[] = [];
  for (const [name, field] of checked) {
    const where: SQL[] = [
      eq(records.ownerId, ownerId), eq(records.model, model),
      sql`lower(${records.data} ->> ${name}) = lower(${String(data[name])})`,
    ];
    if (selfId !== null) where.push(ne(records.id, selfId));
    const [clash] = await tx.select({ id: records.id }).from(records).where(and(...where)).limit(1);
    if (!clash) continue;
    const messageKey = field.rules?.find((rule) => rule.unique === true)?.message;
    errors.push(entryOf(name, field, messageKey === undefined ? { kind: 'notUnique', args: {} } : { kind: 'notUnique', args: {}, messageKey }));
  }
  if (errors.length > 0) throw refused(errors);
};
