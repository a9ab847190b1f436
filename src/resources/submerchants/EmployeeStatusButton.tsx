import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import { type MouseEvent, useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { EmployeeRow } from '../../api/submerchants';
import { setEmployeeStatus } from './submerchantsApi';

/**
 * Lock (an active employee) or Activate (a locked one), after a confirmation that names the person: locking signs
 * them out everywhere at once. Shown to those who may manage employees only.
 */
export const EmployeeStatusButton = ({ employee }: { employee: Pick<EmployeeRow, 'id' | 'fullName' | 'phone' | 'status'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'submerchants', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const action = employee.status === 'active' ? 'lock' : 'activate';
  const names = { name: employee.fullName, phone: employee.phone };
  const confirm = async () => {
    setBusy(true);
    try {
      await setEmployeeStatus(employee.id, action);
      notify(action === 'lock' ? 'app.submerchants.locked' : 'app.submerchants.activated', { type: 'success' });
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
      <Button
        size="small"
        color={action === 'lock' ? 'warning' : 'primary'}
        startIcon={action === 'lock' ? <LockIcon /> : <LockOpenIcon />}
        aria-label={`${translate(`app.submerchants.${action}`)} ${employee.fullName}`}
        // In a list row: the click must not open the row's detail.
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(`app.submerchants.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`app.submerchants.${action}Title`, names)}
        content={translate(`app.submerchants.${action}Content`, names)}
        confirm={`app.submerchants.${action}`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
