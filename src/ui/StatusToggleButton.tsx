import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import { type MouseEvent, useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';

export type StatusChange = 'lock' | 'activate';

export interface StatusToggleButtonProps {
  /** The resource whose `edit` permission the button needs (it is not shown otherwise). */
  resource: string;
  status: 'active' | 'locked';
  /**
   * The messages' prefix: `<prefix>.lock` / `.activate` (button and confirm), `.lockTitle`, `.lockContent`,
   * `.activateTitle`, `.activateContent` (the confirmation, which names the record through `names`).
   */
  messages: string;
  names: Record<string, string>;
  /** The success notice of each change. */
  done: Record<StatusChange, string>;
  change: (action: StatusChange) => Promise<unknown>;
  /** The button's accessible name where its text alone would be ambiguous (one button per list row). */
  accessibleName?: (text: string) => string;
}

/**
 * Lock (an active record) or Activate (a locked one), after a confirmation that names the record, then the page's
 * data is read again. A refusal has already been told by the HTTP client. Usable in a list row: the click does not
 * open the row.
 */
export const StatusToggleButton = ({ resource, status, messages, names, done, change, accessibleName }: StatusToggleButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const action: StatusChange = status === 'active' ? 'lock' : 'activate';
  const text = translate(`${messages}.${action}`);
  const confirm = async () => {
    setBusy(true);
    try {
      await change(action);
      notify(done[action], { type: 'success' });
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
        aria-label={accessibleName?.(text)}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {text}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`${messages}.${action}Title`, names)}
        content={translate(`${messages}.${action}Content`, names)}
        confirm={`${messages}.${action}`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
