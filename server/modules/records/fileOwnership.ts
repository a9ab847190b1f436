import { OWN_FILE_ID } from '../../../src/core/fileLinks';
import type { Db } from '../../db/client';
import { fieldError } from '../../models/errors';
import { fileIdsIn, ownedFileIds } from '../../models/fileReferences';
import { labelOf, type ModelSchema } from '../../models/fields';

/** The stored files a field's value refers to: an Upload value is the id itself, others hold `/api/file/<id>` addresses. */
const referencesOf = (kind: string, value: unknown): Set<string> => {
  if (kind === 'file') return new Set(typeof value === 'string' && OWN_FILE_ID.test(value) ? [value] : []);
  return fileIdsIn(value);
};

/**
 * 400 naming the first field whose value newly refers to a file that is not one of `ownerId`'s uploads (another
 * merchant's, or none at all): an id is no permission. References the record already had are not asked again.
 */
export const requireOwnFiles = async (
  db: Db, ownerId: number, schema: ModelSchema, data: Record<string, unknown>, stored: Record<string, unknown> | null,
): Promise<void> => {
  const added: { field: string; label: string; ids: string[] }[] = [];
  for (const [name, value] of Object.entries(data)) {
    const entry = schema.fields.get(name);
    if (!entry) continue;
    const before = stored ? referencesOf(entry.kind, stored[name]) : new Set<string>();
    const ids = [...referencesOf(entry.kind, value)].filter((id) => !before.has(id));
    if (ids.length > 0) added.push({ field: name, label: labelOf(entry.field), ids });
  }
  if (added.length === 0) return;
  const owned = await ownedFileIds(db, ownerId, added.flatMap(({ ids }) => ids));
  const foreign = added.find(({ ids }) => ids.some((id) => !owned.has(id)));
  if (foreign) throw fieldError(foreign.field, `${foreign.label}: refers to a file that is not one of this merchant's uploads`);
};
