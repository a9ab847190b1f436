import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useCanAccess, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../api/sales';
import { transactionFiltersOf, transactionSortOf } from '../../dataProvider/transactionQuery';
import { type StartedExport, startTransactionExport } from './transactionsApi';

/**
 * "Export": a small menu of formats; the chosen one starts a job with the list's current filters and sort (the same
 * mapping as the list's own call) in the app's language. Shown only to users holding exporttransactions.
 */
export const ExportButton = ({ onStarted }: { onStarted: (job: StartedExport) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'transactions', action: 'export' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  if (!canAccess) return null;
  const start = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const job = await startTransactionExport({
        queryInput: transactionFiltersOf(filterValues),
        sort: transactionSortOf(sort),
        format,
        locale: locale === 'vi' ? 'vi' : 'en',
      });
      onStarted(job);
    } catch {
      // The HTTP client has told the user why (too many exports at once, no permission, …).
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.transactions.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.transactions.export.menu') } }}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void start(format)}>
            {translate(`app.transactions.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
