import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SECURITY_MESSAGES, type TeamSessionRow } from '../../api/activity';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { SecurityTableSection } from '../../ui/activity/SecurityTableSection';
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

  return (
    <SecurityTableSection
      titleId="team-sessions-title"
      title="app.teamActivity.sessions.title"
      intro="app.teamActivity.sessions.intro"
      empty="app.teamActivity.sessions.empty"
      query={sessions}
      columns={[
        { label: translate('app.activity.fields.person'), cell: (row: TeamSessionRow) => `${row.userName} (${row.userPhone})` },
        { label: translate('app.activity.fields.client'), cell: clientOf },
        { label: translate('app.activity.fields.ip'), cell: (row: TeamSessionRow) => row.ip ?? '' },
        { label: translate('app.teamActivity.sessions.createdAt'), cell: (row: TeamSessionRow) => formatDateTime(row.createdAt) },
        { label: translate('app.teamActivity.sessions.lastSeenAt'), cell: (row: TeamSessionRow) => formatDateTime(row.lastSeenAt) },
        {
          label: translate('app.teamActivity.sessions.action'),
          phone: 'action',
          cell: (row: TeamSessionRow) =>
            row.userType === 'merchant' ? null : (
              <Button
                size="small"
                disabled={busy}
                aria-label={translate('app.teamActivity.sessions.signOutNamed', { name: row.userName, client: clientOf(row) })}
                onClick={() => ask(row)}
              >
                {translate('app.teamActivity.sessions.signOut')}
              </Button>
            ),
        },
      ]}
      sx={{ mt: 4 }}
    >
      <Confirm
        isOpen={confirming}
        title="app.teamActivity.sessions.confirmTitle"
        content="app.teamActivity.sessions.confirmText"
        confirm="app.teamActivity.sessions.signOut"
        translateOptions={{ name: pending?.userName ?? '' }}
        onConfirm={() => void (pending && signOut(pending))}
        onClose={() => setConfirming(false)}
      />
    </SecurityTableSection>
  );
};
