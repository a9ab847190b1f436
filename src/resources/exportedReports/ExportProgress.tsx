import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExportJob } from '../../api/sales';

/** A job's progress bar, named after its file so that a screen reader tells the rows apart; the percentage beside it. */
export const ExportProgress = ({ job }: { job: ExportJob }) => {
  const translate = useTranslate();
  // A finished file is whole; a failed one shows how far it got.
  const value = job.status === 'done' ? 100 : job.progress;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={job.status === 'failed' ? 'error' : 'primary'}
        aria-label={translate('app.exportedReports.progressOf', { name: job.fileName })}
        sx={{ flexGrow: 1 }}
      />
      <Typography variant="body2" aria-hidden>
        {value}%
      </Typography>
    </Box>
  );
};
