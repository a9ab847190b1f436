import type { FieldDefinition } from '../../api/pageDefinition';
import { formatDate, formatDateTime, isIsoInstant } from '../../core/formatDate';
import { formatMoney, formatNumber } from '../../core/formatMoney';
import { optionsOf } from './widgetProps';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  return '';
};

/** A multi-language value ({ vi, en }): the user's language, else Vietnamese, else the first one given. */
const translated = (value: unknown, locale: string): string => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return text(value);
  const map = value as Record<string, unknown>;
  return text(map[locale]) || text(map.vi) || text(Object.values(map).find((one) => typeof one === 'string'));
};

/**
 * A value as the text a list cell or a record view shows (spec §9: dates DD/MM/YYYY, numbers grouped): Enum options by their
 * label, tables as a row count, language maps in the user's language. Images, rich text, checkboxes and secrets
 * are drawn by FieldValue instead.
 */
export const fieldText = (field: FieldDefinition, value: unknown, locale: string, translate: Translate): string => {
  switch (field.widget) {
    case 'Date':
      return typeof value === 'string' || typeof value === 'number' ? formatDate(value) : '';
    case 'Enum':
    case 'SelectMutilple': {
      const options = optionsOf(field);
      const label = (one: unknown) => options.find((option) => String(option.key) === String(one))?.value ?? text(one);
      return Array.isArray(value) ? value.map(label).join(', ') : value === null || value === undefined || value === '' ? '' : label(value);
    }
    case 'TableSchema':
    case 'TableGenerate':
      return Array.isArray(value) ? translate('app.pages.rows', { smart_count: value.length }) : '';
    case 'TabsLanguage':
      return translated(value, locale);
    case 'SingleModel':
      return value === null || value === undefined || value === '' ? '' : `#${text(value)}`;
    case 'SelectModel':
    case 'ArrayModel':
      return Array.isArray(value) ? value.map((one) => `#${text(one)}`).join(', ') : text(value);
    default:
      if (field.type === 'money' && typeof value === 'number') return formatMoney(value, locale);
      // Numbers grouped as the language writes them (1.500.000 in Vietnamese), as the export writes them too.
      if (typeof value === 'number') return formatNumber(value, locale);
      // An instant the server wrote (a sync or block time) as the form shows it: DD/MM/YYYY HH:mm, business time.
      if (typeof value === 'string' && isIsoInstant(value)) return formatDateTime(value);
      return field.isMutilLanguage ? translated(value, locale) : text(value);
  }
};
