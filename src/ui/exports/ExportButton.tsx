import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type SortPayload, useCanAccess, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../api/sales';

/** What a list's Export asks its screen to start: the list's state as it is shown, the format and the language. */
export interface ExportStart {
  filterValues: Readonly<Record<string, unknown>>;
  sort: SortPayload;
  format: ExportFormat;
  locale: 'en' | 'vi';
}

export interface ExportButtonProps {
  /** The resource whose `export` access shows the button (canAccess). */
  resource: string;
  /** Starts the job with the list's filters, mapped as the list's own call maps them; rejects when it was refused. */
  start: (request: ExportStart) => Promise<unknown>;
  onStarted: () => void;
}

/**
 * "Export": a small menu of formats; the chosen one starts a job (the screen's `start`) with the list's current
 * filters and sort in the app's language. Shown only to users the resource lets export.
 */
export const ExportButton = ({ resource, start, onStarted }: ExportButtonProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  if (!canAccess) return null;
  const choose = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await start({ filterValues, sort, format, locale: locale === 'vi' ? 'vi' : 'en' });
      onStarted();
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
        {translate('app.exports.action.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.exports.action.menu') } }}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void choose(format)}>
            {translate(`app.exports.action.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
