import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useCanAccess } from 'react-admin';
import { ConfirmedActionButton } from './ConfirmedActionButton';

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

/** Lock (an active record) or Activate (a locked one), after a confirmation that names the record. */
export const StatusToggleButton = ({ resource, status, messages, names, done, change, accessibleName }: StatusToggleButtonProps) => {
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!canAccess) return null;
  const action: StatusChange = status === 'active' ? 'lock' : 'activate';
  return (
    <ConfirmedActionButton
      messages={messages}
      action={action}
      names={names}
      color={action === 'lock' ? 'warning' : 'primary'}
      icon={action === 'lock' ? <LockIcon /> : <LockOpenIcon />}
      done={done[action]}
      run={() => change(action)}
      accessibleName={accessibleName}
    />
  );
};
