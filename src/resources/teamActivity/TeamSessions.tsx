import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { SECURITY_MESSAGES, type TeamSessionRow } from '../../api/activity';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { fetchTeamSessions, revokeUserSessions } from './teamApi';

/**
 * The team's live sessions (person, device, address, since, last active) and "Sign out" on each person's, after a
 * confirmation: it ends every session of that person. The owner's own are on /profile and are never ended here.
 */
export const TeamSessions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const sessions = useQuery({ queryKey: queryKeys.security('teamSessions'), queryFn: ({ signal }) => fetchTeamSessions(signal), ...LOAD_ONCE });
  // The row stays while the dialog closes, so that its text does not change under the closing animation.
  const [pending, setPending] = useState<TeamSessionRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const clientOf = (row: TeamSessionRow) => row.client ?? translate('app.activity.unknownClient');

  const ask = (row: TeamSessionRow) => {
    setPending(row);
    setConfirming(true);
  };

  const signOut = async (row: TeamSessionRow) => {
    setConfirming(false);
    setBusy(true);
    try {
      await revokeUserSessions(row.userId);
      notify(SECURITY_MESSAGES.userSignedOut, { type: 'success' });
      await sessions.refetch();
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setBusy(false);
    }
  };

  const failure = sessions.error ? failureMessage(sessions.error) : null;
  return (
    <Box component="section" aria-labelledby="team-sessions-title" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" id="team-sessions-title">
        {translate('app.teamActivity.sessions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.teamActivity.sessions.intro')}
      </Typography>
      {sessions.isPending ? <Loading /> : null}
      {failure ? <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert> : null}
      {sessions.data && sessions.data.length === 0 ? <Typography>{translate('app.teamActivity.sessions.empty')}</Typography> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <TableContainer tabIndex={0} role="region" aria-labelledby="team-sessions-title">
          <Table size="small" aria-labelledby="team-sessions-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.activity.fields.person')}</TableCell>
                <TableCell>{translate('app.activity.fields.client')}</TableCell>
                <TableCell>{translate('app.activity.fields.ip')}</TableCell>
                <TableCell>{translate('app.teamActivity.sessions.createdAt')}</TableCell>
                <TableCell>{translate('app.teamActivity.sessions.lastSeenAt')}</TableCell>
                <TableCell>{translate('app.teamActivity.sessions.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.userName} ({row.userPhone})</TableCell>
                  <TableCell>{clientOf(row)}</TableCell>
                  <TableCell>{row.ip ?? ''}</TableCell>
                  <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(row.lastSeenAt)}</TableCell>
                  <TableCell>
                    {row.userType === 'merchant' ? null : (
                      <Button
                        size="small"
                        disabled={busy}
                        aria-label={translate('app.teamActivity.sessions.signOutNamed', { name: row.userName, client: clientOf(row) })}
                        onClick={() => ask(row)}
                      >
                        {translate('app.teamActivity.sessions.signOut')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Confirm
        isOpen={confirming}
        title="app.teamActivity.sessions.confirmTitle"
        content="app.teamActivity.sessions.confirmText"
        confirm="app.teamActivity.sessions.signOut"
        translateOptions={{ name: pending?.userName ?? '' }}
        onConfirm={() => void (pending && signOut(pending))}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
