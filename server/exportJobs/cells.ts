import { isTableColumn } from '../../src/api/pageDefinition';
import { formatDate } from '../../src/core/formatDate';
import { formatMoney, formatNumber } from '../../src/core/formatMoney';
import { isPlainObject } from '../../src/core/isPlainObject';
import type { ModelField } from '../models/fields';
import type { NameLocale } from '../models/references';
import type { CsvValue } from './csv';

/**
 * What a person reads in a cell, as the list screen shows it (spec §9): dates DD/MM/YYYY in both languages,
 * as the screen shows them, numbers grouped (1.500.000 / 1,500,000), money with its sign (1.500.000 ₫), an option's label, a referenced record's
 * name, translations side by side, lists joined, tables as JSON.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The screen's rule in both languages (src/core/formatDate.ts): DD/MM/YYYY, an instant's day in Ho Chi Minh City. */
export const formatReportDate = (value: string): string => (ISO_DATE.test(value) ? formatDate(value) || value : value);

export const formatReportNumber = (value: number, locale: NameLocale): CsvValue => ({ grouped: formatNumber(value, locale) });

export interface CellContext {
  locale: NameLocale;
  /** For a model field: id (as text) → the referenced record's name. */
  names?: ReadonlyMap<string, string>;
}

const referenceCell = (value: unknown, names: ReadonlyMap<string, string>): string => {
  const ids = (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'string' || typeof id === 'number');
  // '#id' for a record that no longer exists, as the list shows it.
  return ids.map((id) => names.get(String(id)) ?? `#${id}`).join(', ');
};

export const cellOf = (value: unknown, model: ModelField | undefined, context: CellContext): CsvValue => {
  if (value === null || value === undefined) return '';
  if (context.names) return referenceCell(value, context.names);
  if (typeof value === 'number' && model?.kind === 'money') return { grouped: formatMoney(value, context.locale) };
  if (typeof value === 'number') return model ? formatReportNumber(value, context.locale) : value;
  if (model?.kind === 'date' && typeof value === 'string') return formatReportDate(value);
  if (model?.kind === 'enum' || model?.kind === 'options') {
    const label = (key: unknown) => {
      const item = model.field.items?.find((candidate) => !isTableColumn(candidate) && candidate.key === key);
      return item && !isTableColumn(item) ? item.value : String(key);
    };
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  if (model?.kind === 'languages' && isPlainObject(value)) return Object.values(value).map(String).join(' / ');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
