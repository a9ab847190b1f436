import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Where a started export will be: said until the user closes it, with a link to the exports screen. */
export const ExportStartedNotice = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" onClose={onClose} slotProps={{ closeButton: { title: translate('app.exports.action.close') } }} sx={{ mt: 1 }}>
      {translate('app.exports.action.started')}{' '}
      <MuiLink component={RouterLink} to="/exportedReports">
        {translate('app.exports.action.where')}
      </MuiLink>
      .
    </Alert>
  );
};
