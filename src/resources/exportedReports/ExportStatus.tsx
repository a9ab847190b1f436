import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExportJob } from '../../api/sales';
import { formatDate } from '../../core/formatDate';

/** A finished file is removed once its keeping time has passed (the server's `expiresAt`). */
export const isExpired = (job: ExportJob, now: number = Date.now()): boolean =>
  job.status === 'done' && job.expiresAt !== null && Date.parse(job.expiresAt) <= now;

/** Queued and running jobs are still being written: the list watches them. */
export const isActive = (job: ExportJob): boolean => job.status === 'queued' || job.status === 'running';

/** A job's status in words; a failure says why, an expired file says since when. */
export const ExportStatus = ({ job }: { job: ExportJob }) => {
  const translate = useTranslate();
  if (job.status === 'failed') {
    return (
      <Typography variant="body2" color="error">
        {/* The server stores a message key (app.exports.failures.*); an older job may hold plain words. */}
        {job.error ? translate('app.exportedReports.failedBecause', { reason: translate(job.error, { _: job.error }) }) : translate('app.exportedReports.failedNoReason')}
      </Typography>
    );
  }
  if (isExpired(job)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.exportedReports.statuses.expired')}. {translate('app.exportedReports.expiredSince', { date: formatDate(job.expiresAt) })}
      </Typography>
    );
  }
  return <Typography variant="body2">{translate(`app.exportedReports.statuses.${job.status}`)}</Typography>;
};
