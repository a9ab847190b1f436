import { isPlainObject } from '../../core/isPlainObject';
import { formatPath } from '../../core/definition/formatPath';

/**
 * The draft both views edit: a definition as plain JSON (not yet validated), changed immutably by path. A value
 * left empty in the form (`undefined`: a blank text, an unchecked box) removes its key, so the JSON stays as an
 * integrator would write it.
 */
export type Draft = Record<string, unknown>;
export type Segment = string | number;
export type DraftPath = readonly Segment[];


export const isDraft = isPlainObject;

export const getAt = (root: unknown, path: DraftPath): unknown => {
  let node: unknown = root;
  for (const segment of path) {
    if (typeof segment === 'number') node = Array.isArray(node) ? node[segment] : undefined;
    else node = isPlainObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
  }
  return node;
};

const setIn = (node: unknown, path: DraftPath, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(node) ? [...(node as unknown[])] : [];
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const record: Record<string, unknown> = isPlainObject(node) ? { ...node } : {};
  const next = setIn(record[head], rest, value);
  if (next === undefined) delete record[head];
  else record[head] = next;
  return record;
};

/** A copy of the draft with `value` at `path`; `undefined` removes the key. */
export const setAt = (draft: Draft, path: DraftPath, value: unknown): Draft => setIn(draft, path, value) as Draft;

/** The list at `path` (an empty one when absent or not a list). */
export const listAt = (draft: Draft, path: DraftPath): unknown[] => {
  const value = getAt(draft, path);
  return Array.isArray(value) ? value : [];
};

export const appendAt = (draft: Draft, path: DraftPath, item: unknown): Draft => setAt(draft, path, [...listAt(draft, path), item]);

export const removeAt = (draft: Draft, path: DraftPath, index: number): Draft =>
  setAt(draft, path, listAt(draft, path).filter((_, at) => at !== index));

/** Swaps the item at `index` with its neighbour `index + by` (when there is one). */
export const moveAt = (draft: Draft, path: DraftPath, index: number, by: -1 | 1): Draft => {
  const list = [...listAt(draft, path)];
  const other = index + by;
  if (other < 0 || other >= list.length) return draft;
  [list[index], list[other]] = [list[other], list[index]];
  return setAt(draft, path, list);
};

/** The same path text the definition checks report (`schema[2].widget`). */
export const pathText = (path: DraftPath): string => formatPath(path);

export const draftText = (draft: Draft): string => JSON.stringify(draft, null, 2);

/** A new page: what the schema requires, and nothing else. */
export const newDraft = (id: number): Draft => ({ id, name: '', schema: [], buttons: [], apis: [] });

/** The id a save goes to: the draft's own, when it is a page id. */
export const draftId = (draft: Draft): number | null => {
  const { id } = draft;
  const value = typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : id;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};
