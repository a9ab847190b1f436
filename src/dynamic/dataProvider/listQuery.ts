import type { GetListParams } from 'react-admin';
import { wireId } from '../../core/ids';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import type { RecordListQuery } from '../../dataProvider/recordList';
import { listColumns } from '../views/listColumns';

/** Widgets whose filter is an exact match; every other filter on text is `{contains}`. */
const EXACT_WIDGETS: ReadonlySet<string> = new Set(['Enum', 'Checkbox', 'SingleModel']);

/** The `_gte` / `_lte` suffixes of a date range filter (the list's "from" and "to" inputs). */
export const RANGE_SUFFIXES = { gte: '_gte', lte: '_lte' } as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const filterOf = (field: FieldDefinition | undefined, name: string, value: unknown): unknown => {
  if (name === 'id') return wireId(value);
  if (Array.isArray(value)) return { in: value };
  if (field && EXACT_WIDGETS.has(field.widget)) return value;
  if (field?.type === 'number' || typeof value !== 'string') return value;
  return { contains: value };
};

/**
 * react-admin's filter values as the record store's `queryInput` (spec §7 model pickers): text `{contains}`,
 * Enum, Checkbox and ids equal, lists `{in}`, `field_gte` / `field_lte` a range. Only the page's own fields
 * (and `id`) are sent: anything else in the filter is dropped.
 */
export const filterQueryInput = (page: PageDefinition, filter: Readonly<Record<string, unknown>> = {}): Record<string, unknown> => {
  const fields = new Map(page.schema.map((field) => [field.field, field]));
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isBlank(value)) continue;
    const range = Object.entries(RANGE_SUFFIXES).find(([, suffix]) => key.endsWith(suffix));
    if (range) {
      const name = key.slice(0, -range[1].length);
      if (!fields.has(name)) continue;
      const previous = query[name];
      query[name] = { ...(previous !== null && typeof previous === 'object' ? previous : {}), [range[0]]: value };
    } else if (key === 'id' || fields.has(key)) {
      query[key] = filterOf(fields.get(key), key, value);
    }
  }
  return query;
};

/** react-admin's list parameters as the list call's parameters (select, sort, queryInput, limit, skip). */
export const listQueryOf = (page: PageDefinition, params: Partial<GetListParams>): RecordListQuery => {
  const { page: number = 1, perPage = 10 } = params.pagination ?? {};
  const sort = params.sort?.field ? [{ [params.sort.field]: params.sort.order === 'DESC' ? 'desc' : 'asc' } as Record<string, 'asc' | 'desc'>] : [{ id: 'desc' as const }];
  return {
    select: ['id', ...listColumns(page).map((field) => field.field)].join(','),
    sort,
    filters: filterQueryInput(page, params.filter),
    limit: perPage,
    skip: (number - 1) * perPage,
  };
};
