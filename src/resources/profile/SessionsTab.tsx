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
import { SECURITY_MESSAGES, type SessionRow } from '../../api/activity';
import { signOut } from '../../authProvider/signOut';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { ConfirmedAction } from './ConfirmedAction';
import { fetchSessions, revokeOtherSessions, revokeSession } from './securityApi';

/**
 * /profile's "Sessions": where the user is signed in now (device, address, since, last active), this session
 * marked; "Sign out" on each (this one: signs out here) and "Sign out everywhere else", each after a confirmation.
 */
export const SessionsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const sessions = useQuery({ queryKey: queryKeys.security('sessions'), queryFn: ({ signal }) => fetchSessions(signal), ...LOAD_ONCE });
  // The action stays while the dialog closes, so that its text does not change under the closing animation.
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (action: ConfirmedAction) => {
    setPending(action);
    setConfirming(true);
  };
  const [busy, setBusy] = useState(false);
  const clientOf = (row: SessionRow) => row.client ?? translate('app.activity.unknownClient');

  const act = async (action: ConfirmedAction) => {
    setConfirming(false);
    setBusy(true);
    try {
      await action.run();
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setBusy(false);
    }
  };

  const signOutOne = (row: SessionRow): ConfirmedAction => ({
    title: row.current ? 'app.profile.sessions.confirmCurrentTitle' : 'app.profile.sessions.confirmTitle',
    content: row.current ? 'app.profile.sessions.confirmCurrentText' : 'app.profile.sessions.confirmText',
    confirm: 'app.profile.sessions.signOut',
    translateOptions: { client: clientOf(row) },
    run: async () => {
      const { signedOut } = await revokeSession(row.id);
      if (signedOut) {
        signOut();
        return;
      }
      notify(SECURITY_MESSAGES.sessionRevoked, { type: 'success' });
      await sessions.refetch();
    },
  });

  const signOutOthers: ConfirmedAction = {
    title: 'app.profile.sessions.confirmOthersTitle',
    content: 'app.profile.sessions.confirmOthersText',
    confirm: 'app.profile.sessions.signOutOthers',
    run: async () => {
      await revokeOtherSessions();
      notify(SECURITY_MESSAGES.otherSessionsRevoked, { type: 'success' });
      await sessions.refetch();
    },
  };

  const rows = sessions.data ?? [];
  const failure = sessions.error ? failureMessage(sessions.error) : null;
  return (
    <Box component="section" aria-labelledby="sessions-title">
      <Typography component="h2" variant="h6" id="sessions-title">
        {translate('app.profile.sessions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.profile.sessions.intro')}
      </Typography>
      {sessions.isPending ? <Loading /> : null}
      {failure ? <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert> : null}
      {sessions.data ? (
        <>
          {/* Scrolls sideways on a phone; focusable, so that a keyboard can scroll it too. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby="sessions-title">
            <Table size="small" aria-labelledby="sessions-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.activity.fields.client')}</TableCell>
                  <TableCell>{translate('app.activity.fields.ip')}</TableCell>
                  <TableCell>{translate('app.profile.sessions.createdAt')}</TableCell>
                  <TableCell>{translate('app.profile.sessions.lastSeenAt')}</TableCell>
                  <TableCell>{translate('app.profile.sessions.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      {clientOf(row)}
                      {row.current ? <>{' '}<Chip size="small" color="primary" label={translate('app.profile.sessions.current')} /></> : null}
                    </TableCell>
                    <TableCell>{row.ip ?? ''}</TableCell>
                    <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                    <TableCell>{formatDateTime(row.lastSeenAt)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={busy}
                        aria-label={translate('app.profile.sessions.signOutNamed', { client: clientOf(row) })}
                        onClick={() => ask(signOutOne(row))}
                      >
                        {translate('app.profile.sessions.signOut')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button sx={{ mt: 2 }} variant="outlined" disabled={busy || rows.every((row) => row.current)} onClick={() => ask(signOutOthers)}>
            {translate('app.profile.sessions.signOutOthers')}
          </Button>
        </>
      ) : null}
      <Confirm
        isOpen={confirming}
        title={pending?.title ?? ''}
        content={pending?.content ?? ''}
        confirm={pending?.confirm}
        translateOptions={pending?.translateOptions}
        onConfirm={() => void (pending && act(pending))}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
