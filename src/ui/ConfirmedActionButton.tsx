import Button, { type ButtonProps } from '@mui/material/Button';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSayUnsaid } from './feedback/useSayUnsaid';

export interface ConfirmedActionButtonProps {
  /**
   * The messages' prefix and the action: `<messages>.<action>` names the button and the confirmation's button,
   * `<messages>.<action>Title` and `.<action>Content` the confirmation, which names the record through `names`.
   */
  messages: string;
  action: string;
  names: Record<string, string>;
  color: ButtonProps['color'];
  icon: ReactElement;
  variant?: ButtonProps['variant'];
  /** The success notice. */
  done: string;
  run: () => Promise<unknown>;
  /** The button's accessible name where its text alone would be ambiguous (one button per list row). */
  accessibleName?: (text: string) => string;
}

/**
 * A change of a record's state (lock, revoke, disable…) made after a confirmation that names the record, then the
 * page's data is read again. A failure is said once: by the HTTP client, or here when it left it to the caller (a
 * refusal the server explains, a 400 with its message: "you cannot lock yourself"). Usable in a list row: the click
 * does not open the row.
 */
export const ConfirmedActionButton = ({
  messages, action, names, color, icon, variant, done, run, accessibleName,
}: ConfirmedActionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const sayUnsaid = useSayUnsaid();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = translate(`${messages}.${action}`);
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      sayUnsaid(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={color}
        startIcon={icon}
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
