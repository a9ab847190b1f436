import { type RaRecord, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { isSecret, listColumns } from './listColumns';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a record is named in a confirm, an aria label or a refusal: its first list column when that holds text or a
 * number, else "record #id".
 */
export const recordNameOf = (page: PageDefinition, record: RaRecord, translate: Translate): string => {
  const first = listColumns(page)[0];
  const value = first && !isSecret(first) ? record[first.field] : undefined;
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value);
  return translate('app.pages.recordNumber', { id: record.id });
};

export const useRecordName = (page: PageDefinition, record: RaRecord | undefined): string => {
  const translate = useTranslate();
  return record ? recordNameOf(page, record, translate) : '';
};
