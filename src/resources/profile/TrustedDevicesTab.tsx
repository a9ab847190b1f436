import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useNotify, useTranslate } from 'react-admin';
import { SECURITY_MESSAGES, type TrustedDeviceRow } from '../../api/activity';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { fetchTrustedDevices, forgetTrustedDevice } from './securityApi';

/**
 * /profile's "Trusted devices": the browsers that skip the SMS code at sign-in (device, address, since, last used,
 * until), this browser marked; "Forget" on each, after a confirmation, so that its next sign-in asks for the code.
 * Forgetting this browser's drops its secret here too, as "Forget this device" on the first tab does.
 */
export const TrustedDevicesTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const devices = useQuery({ queryKey: queryKeys.security('trustedDevices'), queryFn: ({ signal }) => fetchTrustedDevices(signal), ...LOAD_ONCE });
  // The row stays while the dialog closes, so that its text does not change under the closing animation.
  const [pending, setPending] = useState<TrustedDeviceRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const clientOf = (row: TrustedDeviceRow) => row.client ?? translate('app.activity.unknownClient');

  const ask = (row: TrustedDeviceRow) => {
    setPending(row);
    setConfirming(true);
  };

  const forget = async (row: TrustedDeviceRow) => {
    setConfirming(false);
    setBusy(true);
    try {
      await forgetTrustedDevice(row);
      notify(SECURITY_MESSAGES.deviceForgotten, { type: 'success' });
      await devices.refetch();
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setBusy(false);
    }
  };

  const failure = devices.error ? failureMessage(devices.error) : null;
  return (
    <Box component="section" aria-labelledby="trusted-devices-title">
      <Typography component="h2" variant="h6" id="trusted-devices-title">
        {translate('app.profile.devices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.profile.devices.intro')}
      </Typography>
      {devices.isPending ? <Loading /> : null}
      {failure ? <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert> : null}
      {devices.data && devices.data.length === 0 ? <Typography>{translate('app.profile.devices.empty')}</Typography> : null}
      {devices.data && devices.data.length > 0 ? (
        <TableContainer tabIndex={0} role="region" aria-labelledby="trusted-devices-title">
          <Table size="small" aria-labelledby="trusted-devices-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.activity.fields.client')}</TableCell>
                <TableCell>{translate('app.activity.fields.ip')}</TableCell>
                <TableCell>{translate('app.profile.devices.createdAt')}</TableCell>
                <TableCell>{translate('app.profile.devices.lastUsedAt')}</TableCell>
                <TableCell>{translate('app.profile.devices.trustedUntil')}</TableCell>
                <TableCell>{translate('app.profile.sessions.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {devices.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    {clientOf(row)}
                    {row.current ? <>{' '}<Chip size="small" color="primary" label={translate('app.profile.devices.current')} /></> : null}
                  </TableCell>
                  <TableCell>{row.ip ?? ''}</TableCell>
                  <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>{row.lastUsedAt ? formatDateTime(row.lastUsedAt) : translate('app.profile.devices.notUsed')}</TableCell>
                  <TableCell>{formatDateTime(row.trustedUntil)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={translate('app.profile.devices.forgetNamed', { client: clientOf(row) })}
                      onClick={() => ask(row)}
                    >
                      {translate('app.profile.devices.forget')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Confirm
        isOpen={confirming}
        title="app.profile.devices.confirmTitle"
        content="app.profile.devices.confirmText"
        confirm="app.profile.devices.forget"
        translateOptions={{ client: pending ? clientOf(pending) : '' }}
        onConfirm={() => void (pending && forget(pending))}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
