import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SECURITY_MESSAGES, type TrustedDeviceRow } from '../../api/activity';
import { formatDateTime } from '../../core/formatDate';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { SecurityTableSection } from '../../ui/activity/SecurityTableSection';
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

  return (
    <SecurityTableSection
      titleId="trusted-devices-title"
      title="app.profile.devices.title"
      intro="app.profile.devices.intro"
      empty="app.profile.devices.empty"
      query={devices}
      columns={[
        {
          label: translate('app.activity.fields.client'),
          cell: (row: TrustedDeviceRow) => (
            <>
              {clientOf(row)}
              {row.current ? <>{' '}<Chip size="small" color="primary" label={translate('app.profile.devices.current')} /></> : null}
            </>
          ),
        },
        { label: translate('app.activity.fields.ip'), cell: (row: TrustedDeviceRow) => row.ip ?? '' },
        { label: translate('app.profile.devices.createdAt'), cell: (row: TrustedDeviceRow) => formatDateTime(row.createdAt) },
        {
          label: translate('app.profile.devices.lastUsedAt'),
          cell: (row: TrustedDeviceRow) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : translate('app.profile.devices.notUsed')),
        },
        { label: translate('app.profile.devices.trustedUntil'), cell: (row: TrustedDeviceRow) => formatDateTime(row.trustedUntil) },
        {
          label: translate('app.profile.sessions.action'),
          phone: 'action',
          cell: (row: TrustedDeviceRow) => (
            <Button
              size="small"
              disabled={busy}
              aria-label={translate('app.profile.devices.forgetNamed', { client: clientOf(row) })}
              onClick={() => ask(row)}
            >
              {translate('app.profile.devices.forget')}
            </Button>
          ),
        },
      ]}
    >
      <Confirm
        isOpen={confirming}
        title="app.profile.devices.confirmTitle"
        content="app.profile.devices.confirmText"
        confirm="app.profile.devices.forget"
        translateOptions={{ client: pending ? clientOf(pending) : '' }}
        onConfirm={() => void (pending && forget(pending))}
        onClose={() => setConfirming(false)}
      />
    </SecurityTableSection>
  );
};
