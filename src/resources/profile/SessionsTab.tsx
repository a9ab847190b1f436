import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SECURITY_MESSAGES, type SessionRow } from '../../api/activity';
import { signOut } from '../../authProvider/signOut';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { SecurityTableSection } from '../../ui/activity/SecurityTableSection';
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
  return (
    <SecurityTableSection
      titleId="sessions-title"
      title="app.profile.sessions.title"
      intro="app.profile.sessions.intro"
      query={sessions}
      columns={[
        {
          label: translate('app.activity.fields.client'),
          cell: (row: SessionRow) => (
            <>
              {clientOf(row)}
              {row.current ? <>{' '}<Chip size="small" color="primary" label={translate('app.profile.sessions.current')} /></> : null}
            </>
          ),
        },
        { label: translate('app.activity.fields.ip'), cell: (row: SessionRow) => row.ip ?? '' },
        { label: translate('app.profile.sessions.createdAt'), cell: (row: SessionRow) => formatDateTime(row.createdAt) },
        { label: translate('app.profile.sessions.lastSeenAt'), cell: (row: SessionRow) => formatDateTime(row.lastSeenAt) },
        {
          label: translate('app.profile.sessions.action'),
          phone: 'action',
          cell: (row: SessionRow) => (
            <Button
              size="small"
              disabled={busy}
              aria-label={translate('app.profile.sessions.signOutNamed', { client: clientOf(row) })}
              onClick={() => ask(signOutOne(row))}
            >
              {translate('app.profile.sessions.signOut')}
            </Button>
          ),
        },
      ]}
      footer={(
        <Button sx={{ mt: 2 }} variant="outlined" disabled={busy || rows.every((row) => row.current)} onClick={() => ask(signOutOthers)}>
          {translate('app.profile.sessions.signOutOthers')}
        </Button>
      )}
    >
      <Confirm
        isOpen={confirming}
        title={pending?.title ?? ''}
        content={pending?.content ?? ''}
        confirm={pending?.confirm}
        translateOptions={pending?.translateOptions}
        onConfirm={() => void (pending && act(pending))}
        onClose={() => setConfirming(false)}
      />
    </SecurityTableSection>
  );
};
