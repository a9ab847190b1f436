import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FormEvent, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Reauthentication } from '../../api/stepUp';
import { failureMessage } from '../feedback/failureMessage';
import { useDialogs } from '../modals/useDialogs';
import { IssuedSecretDialog } from './IssuedSecretDialog';

/** How long the current secret may keep working, in hours: the choices both rolls offer (their servers allow 0–72). */
const OVERLAPS = [0, 1, 24, 72] as const;

export interface RollSecretButtonProps {
  /** The record's name in the dialog's title. */
  name: string;
  /**
   * The texts' prefix: `<messages>.button`, `.title` (with %{name}), `.content`, `.overlap`, `.overlaps.<hours>`,
   * `.confirmTitle` ("Confirm it's you"), `.confirm`.
   */
  messages: string;
  /** The Cancel button's text key. */
  cancel: string;
  /** The prefix of the shown-once dialog's texts (IssuedSecretDialog). */
  issuedMessages: string;
  /** The success notice. */
  rolled: string;
  defaultOverlap: number;
  /** The roll call: answers the new secret. */
  roll: (overlapHours: number, proof: Reauthentication) => Promise<string>;
}

/**
 * Roll a secret (an API key, a webhook signing secret): a dialog choosing how long the current one keeps working,
 * then "Confirm it's you" (the passkey, app code or password, src/ui/stepUp) which rolls it; the new secret is then
 * shown once and the page's data read again. The caller decides who sees the button.
 */
export const RollSecretButton = ({ name, messages, cancel, issuedMessages, rolled: rolledNotice, defaultOverlap, roll }: RollSecretButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [overlap, setOverlap] = useState<number>(defaultOverlap);
  const { stepUp } = useDialogs();
  const [issued, setIssued] = useState<string | null>(null);
  const text = (key: string, args?: Record<string, string>) => translate(`${messages}.${key}`, args);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    try {
      const secret = await stepUp((proof) => roll(overlap, proof), { title: `${messages}.confirmTitle` });
      if (secret === null) return;
      notify(rolledNotice, { type: 'success' });
      setIssued(secret);
    } catch (error) {
      const failure = failureMessage(error);
      notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
    }
  };
  const close = () => setOpen(false);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        {text('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{text('title', { name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{text('content')}</DialogContentText>
            <FormControl>
              <FormLabel id={`${titleId}-overlap`}>{text('overlap')}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-overlap`} value={String(overlap)} onChange={(event) => setOverlap(Number(event.target.value))}>
                {OVERLAPS.map((hours) => (
                  <FormControlLabel key={hours} value={String(hours)} control={<Radio />} label={text(`overlaps.${hours}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate(cancel)}</Button>
            <Button type="submit" variant="contained">
              {text('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <IssuedSecretDialog secret={issued} messages={issuedMessages} onDone={() => { setIssued(null); refresh(); }} />
    </>
  );
};
