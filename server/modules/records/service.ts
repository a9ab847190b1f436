import { type SQL, and, eq, sql } from 'drizzle-orm';
import { RECORD_LIMITS, RECORD_MESSAGES, type RecordError, type RecordInUse, type RecordInput, type RecordRow } from '../../../src/api/records';
import type { TextLanguage } from '../../../src/api/pageDefinition';
import { businessDate } from '../../../src/core/formatDate';
import type { CaptchaService } from '../../auth/captcha';
import { hashPassword, type PasswordParams } from '../../auth/passwords';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { modelDefinition } from '../../models/access';
import { fieldError } from '../../models/errors';
import type { FileLinkSigner } from '../../models/fileLinks';
import { withSignedFileLinks, withStoredFileUrls } from '../../models/fileReferences';
import { type ModelSchema, modelSchemaOf } from '../../models/fields';
import { countReferrers } from '../../models/referrers';
import { parseFilters, parseSelect, parseSort, type Selection } from '../../models/query';
import { referencesOf } from '../../models/references';
import { requireKnownCodes } from './codeReferences';
import { presentRecord, recordCreation, stateFilter, updatedData, withInitialState } from '../../models/voucherRecords';
import { requireOwnFiles } from './fileOwnership';
import { type WriteOperation, requireOperation } from './operations';
import { requireUnique } from './rules';
import { refuseUniqueKey } from './uniqueKeys';
import { type PreparedWrite, prepareWrite } from './write';

export interface RecordServiceDeps {
  db: Db;
  now: () => Date;
  captchas: CaptchaService;
  /** Signs the addresses of the owner's files in answers, so that the app's `<img>` tags can load them. */
  fileLinks: FileLinkSigner;
  passwordParams?: PasswordParams;
}

export interface ListOptions {
  select?: string;
  sort?: unknown;
  queryInput?: unknown;
  limit: number;
  skip: number;
}

type StoredRow = { id: number; data: unknown; createdAt: Date; updatedAt: Date };

const sqlCount = sql<number>`count(*)::int`;

/**
 * Paging caps of a list (review: an OFFSET scans every row it skips): `limit` at most RECORD_LIMITS.maxLimit,
 * `skip` at most LIST_CAPS.skip; beyond → 400 naming the parameter.
 */
export const LIST_CAPS = { limit: RECORD_LIMITS.maxLimit, skip: RECORD_LIMITS.maxSkip } as const;

const checkPaging = ({ limit, skip }: Pick<ListOptions, 'limit' | 'skip'>): void => {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > LIST_CAPS.limit) {
    throw fieldError('limit', `limit must be a whole number from 1 to ${LIST_CAPS.limit}`);
  }
  if (!Number.isSafeInteger(skip) || skip < 0 || skip > LIST_CAPS.skip) {
    throw fieldError('skip', `skip must be a whole number from 0 to ${LIST_CAPS.skip}; narrow the list with queryInput instead`);
  }
};

const dataNotFound = () => new AppError(404, RECORD_MESSAGES.dataNotFound);

/** 409 `recordInUse`: `data` names how many records still refer to it and of which kinds (the pages' names). */
const recordInUse = (count: number, kinds: string[]) =>
  new AppError(409, RECORD_MESSAGES.recordInUse, { data: { count, smart_count: count, kinds: kinds.join(', ') } satisfies RecordInUse });

/** A stored row as answered: `id`, the chosen fields (null when unset), and the timestamps asked for. */
export const shapeRecord = (row: StoredRow, selection: Selection): RecordRow => {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const shaped: RecordRow = { id: row.id };
  for (const name of selection.fields) shaped[name] = Object.prototype.hasOwnProperty.call(data, name) ? data[name] : null;
  if (selection.createdAt) shaped.createdAt = row.createdAt.toISOString();
  if (selection.updatedAt) shaped.updatedAt = row.updatedAt.toISOString();
  return shaped;
};

const whole = (schema: ModelSchema): Selection => ({ fields: [...schema.visible], createdAt: true, updatedAt: true });

const columns = { id: records.id, data: records.data, createdAt: records.createdAt, updatedAt: records.updatedAt };

/** The generic record store: records of a model, governed by its page definition, kept per owner (tenant). */
export const createRecordService = ({ db, now, captchas, fileLinks, passwordParams }: RecordServiceDeps) => {
  const schemaOf = async (model: string, auth: AuthContext) => modelSchemaOf(await modelDefinition(db, model, auth));
  /** The schema, once the governing page is known to declare `operation` (else 403). */
  const schemaFor = async (model: string, auth: AuthContext, operation: WriteOperation) => {
    const schema = await schemaOf(model, auth);
    requireOperation(schema.definition, model, operation);
    return schema;
  };

  /** Always the session's owner: a record of another tenant does not exist for this caller. */
  const scope = (model: string, auth: AuthContext, ...more: SQL[]) =>
    and(eq(records.ownerId, auth.ownerId), eq(records.model, model), ...more);

  const stored = async (model: string, id: number, auth: AuthContext): Promise<StoredRow> => {
    const [row] = await db.select(columns).from(records).where(scope(model, auth, eq(records.id, id)));
    if (!row) throw dataNotFound();
    return row;
  };

  /** Captchas verified (each is single use, so only once the rest passed), then new passwords hashed. */
  const finish = async (prepared: PreparedWrite): Promise<Record<string, unknown>> => {
    for (const { field, answer } of prepared.captchas) {
      if (!(await captchas.verifyCaptcha('', answer))) {
        const data: RecordError = { field, errors: [{ field, message: 'the captcha is incorrect or expired' }] };
        throw new AppError(400, RECORD_MESSAGES.captchaInvalid, { data });
      }
    }
    const data = { ...prepared.data };
    for (const field of prepared.passwords) data[field] = await hashPassword(data[field] as string, undefined, passwordParams);
    return data;
  };

  /** A whole record as answered (a voucher's `status`: its state today). */
  const present = (model: string, row: StoredRow, schema: ModelSchema): RecordRow =>
    presentRecord(model, shapeRecord(row, whole(schema)), row.data, businessDate(now()));

  /** What the caller is answered: its own files' addresses as signed links. */
  const answer = <T>(value: T, auth: AuthContext): Promise<T> => withSignedFileLinks(db, fileLinks, auth.ownerId, value);

  /** The body with signed links back in their stored form, checked, then its new file references checked too. */
  const prepare = async (schema: ModelSchema, sent: RecordInput, stored: StoredRow | null, auth: AuthContext) => {
    const current = stored ? { id: stored.id, data: (stored.data ?? {}) as Record<string, unknown> } : null;
    const prepared = prepareWrite(schema, withStoredFileUrls(sent), current, businessDate(now()));
    await requireOwnFiles(db, auth.ownerId, schema, prepared.data, current?.data ?? null);
    await requireKnownCodes(db, auth.ownerId, schema, prepared.data, current?.data ?? null);
    return finish(prepared);
  };

  return {
    async list(model: string, auth: AuthContext, options: ListOptions): Promise<{ rows: RecordRow[]; count: number }> {
      checkPaging(options);
      const schema = await schemaOf(model, auth);
      const selection = parseSelect(schema, options.select);
      const order = parseSort(schema, options.sort, await referencesOf(db, schema));
      const today = businessDate(now());
      const byState = stateFilter(model, options.queryInput, today);
      const where = scope(model, auth, ...parseFilters(schema, byState.queryInput), ...byState.conditions);
      const rows = await db.select(columns).from(records).where(where).orderBy(...order).limit(options.limit).offset(options.skip);
      const [{ count }] = await db.select({ count: sqlCount }).from(records).where(where);
      return { rows: await answer(rows.map((row) => presentRecord(model, shapeRecord(row, selection), row.data, today)), auth), count };
    },

    async get(model: string, id: number, auth: AuthContext): Promise<RecordRow> {
      const schema = await schemaOf(model, auth);
      return answer(present(model, await stored(model, id, auth), schema), auth);
    },

    async create(model: string, body: RecordInput, auth: AuthContext): Promise<RecordRow> {
      const schema = await schemaFor(model, auth, 'create');
      const data = await prepare(schema, withInitialState(model, body), null, auth);
      const at = now();
      const row = await db.transaction(async (tx) => {
        await requireUnique(tx, auth.ownerId, model, schema, data, null);
        const [inserted] = await tx.insert(records).values({ ownerId: auth.ownerId, model, data, createdAt: at, updatedAt: at }).returning(columns);
        await recordCreation(tx, model, inserted.id, auth, at);
        return inserted;
      }).catch(refuseUniqueKey);
      return answer(present(model, row, schema), auth);
    },

    async update(model: string, id: number, body: RecordInput, auth: AuthContext): Promise<RecordRow> {
      const schema = await schemaFor(model, auth, 'update');
      const current = await stored(model, id, auth);
      const data = await prepare(schema, body, current, auth);
      const row = await db.transaction(async (tx) => {
        await requireUnique(tx, auth.ownerId, model, schema, data, id);
        const [updated] = await tx.update(records).set({ data: updatedData(model, data), updatedAt: now() })
          .where(scope(model, auth, eq(records.id, id))).returning(columns);
        return updated;
      }).catch(refuseUniqueKey);
      if (!row) throw dataNotFound();
      return answer(present(model, row, schema), auth);
    },

    async remove(model: string, id: number, auth: AuthContext, language: TextLanguage = 'en'): Promise<{ id: number }> {
      await schemaFor(model, auth, 'delete');
      // Checked and deleted in one transaction, the row locked first: two deletes cannot both pass the check.
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: records.id }).from(records).where(scope(model, auth, eq(records.id, id))).for('update');
        if (!locked) throw dataNotFound();
        const { count, kinds } = await countReferrers(tx, auth.ownerId, model, id, language);
        if (count > 0) throw recordInUse(count, kinds);
        await tx.delete(records).where(scope(model, auth, eq(records.id, id)));
        return { id: locked.id };
      });
    },
  };
};

export type RecordService = ReturnType<typeof createRecordService>;
