import { type RaRecord, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { isSecret, listColumns } from './listColumns';

/**
 * How a record is named in a confirm or an aria label: its first list column when that holds text or a number,
 * else "record #id".
 */
export const useRecordName = (page: PageDefinition, record: RaRecord | undefined): string => {
  const translate = useTranslate();
  if (!record) return '';
  const first = listColumns(page)[0];
  const value = first && !isSecret(first) ? record[first.field] : undefined;
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value);
  return translate('app.pages.recordNumber', { id: record.id });
};
