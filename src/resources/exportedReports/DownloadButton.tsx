import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ExportJob } from '../../api/sales';
import { HttpError } from '../../dataProvider/HttpError';
import { downloadExport } from './downloadExport';
import { isExpired } from './ExportStatus';

/** Saves a finished, unexpired file under its name; jobs without a file have no button. */
export const DownloadButton = ({ job }: { job: ExportJob }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (job.status !== 'done' || isExpired(job)) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(job);
    } catch (error) {
      // An answer with an error code has had its notice from the HTTP client; anything else is said here.
      if (!(error instanceof HttpError) || error.status === 0) notify('app.exportedReports.downloadFailed', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-label={translate('app.exportedReports.downloadOf', { name: job.fileName })}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
    >
      {translate('app.exportedReports.download')}
    </Button>
  );
};
