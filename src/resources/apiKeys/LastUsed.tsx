import { useTranslate } from 'react-admin';
import type { ApiKeyRow } from '../../api/apiKeys';
import { formatDateTime } from '../../core/formatDate';

/** When and from where a key was last used, or "Never". */
export const LastUsed = ({ row }: { row: Pick<ApiKeyRow, 'lastUsedAt' | 'lastUsedIp'> }) => {
  const translate = useTranslate();
  if (!row.lastUsedAt) return <>{translate('app.apiKeys.never')}</>;
  return <>{translate('app.apiKeys.lastUsedFrom', { time: formatDateTime(row.lastUsedAt), ip: row.lastUsedIp ?? '' })}</>;
};
