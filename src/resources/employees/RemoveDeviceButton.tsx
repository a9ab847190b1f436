import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeviceRow } from '../../api/devices';
import { removeDevice } from './devicesApi';

/** Remove, after a confirmation naming the device and its employee. */
export const RemoveDeviceButton = ({ device }: { device: DeviceRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const names = { name: device.name, employee: device.userName };
  const confirm = async () => {
    setBusy(true);
    try {
      await removeDevice(device.id);
      notify('app.devices.removed', { type: 'success' });
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" color="warning" startIcon={<DeleteIcon />} aria-label={`${translate('app.devices.remove')} ${device.name}`} onClick={() => setOpen(true)}>
        {translate('app.devices.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.devices.removeTitle', names)}
        content={translate('app.devices.removeContent', names)}
        confirm="app.devices.remove"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
