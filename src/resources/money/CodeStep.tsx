import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MONEY_MESSAGES, type Transfer } from '../../api/money';
import { formatMoney } from '../../core/formatMoney';
import { cancelTransfer, verifyTransfer } from './moneyApi';
import { type MoneyFailure, moneyFailure } from './moneyFailure';
import type { Requested } from './TransferForm';
import { formatCountdown, useCountdown } from './useCountdown';

/**
 * The SMS code of a requested transfer: six digits, the time left, the tries left after a wrong code. The confirm
 * button is disabled while its call runs, and the server completes a transfer once however often it is pressed.
 * Closing keeps the transfer waiting (its code can be entered from the recent transfers until it expires); Cancel
 * transfer ends it and gives its amount back at once.
 */
export const CodeStep = ({ requested, onDone, onEnded, onCancelled, onClose }: {
  requested: Requested;
  onDone: (transfer: Transfer) => void;
  onEnded: (failure: MoneyFailure) => void;
  onCancelled: (transfer: Transfer) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const inFlight = useRef(false);
  const secondsLeft = useCountdown(requested.request.expiresAt);
  const expired = secondsLeft === 0;
  const account = `${requested.account.bankName} ${requested.account.accountNumberMasked}`;

  /** One call at a time, confirm or cancel; a refusal that ends the transfer ends the dialog, another is shown. */
  const run = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await call();
    } catch (error) {
      const refused = moneyFailure(error, locale);
      const ends = [MONEY_MESSAGES.transferExpired, MONEY_MESSAGES.transferNotFound, MONEY_MESSAGES.alreadyCompleted] as string[];
      if (ends.includes(refused.message)) onEnded(refused);
      else setFailure(refused);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired || !/^\d{6}$/.test(otp)) return;
    void run(async () => onDone(await verifyTransfer(requested.request.transferId, otp)));
  };
  const cancel = () => void run(async () => onCancelled(await cancelTransfer(requested.request.transferId)));

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{translate('app.money.move.codeSent', { amount: formatMoney(requested.amount, locale), account })}</Typography>
          {failure ? <Alert severity="error">{translate(failure.message, { ...failure.args, _: translate('app.money.errors.unknown') })}</Alert> : null}
          <TextField
            name="otp"
            label={translate('app.money.move.code')}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            helperText={translate('app.money.move.codeHelp')}
            error={failure !== null}
            required
            autoFocus
            disabled={pending || expired}
          />
          <Typography role="timer" aria-live="off" color={expired ? 'error' : 'text.secondary'}>
            {expired ? translate('app.money.move.codeExpired') : translate('app.money.move.expiresIn', { time: formatCountdown(secondsLeft) })}
          </Typography>
          {expired ? null : <Typography variant="body2" color="text.secondary">{translate('app.money.move.laterHelp')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={cancel} disabled={pending || expired} sx={{ mr: 'auto' }}>
          {translate('app.money.move.cancelTransfer')}
        </Button>
        <Button onClick={onClose}>{translate('app.money.move.close')}</Button>
        <Button type="submit" variant="contained" disabled={pending || expired || otp.length !== 6}>
          {translate(pending ? 'app.money.move.sending' : 'app.money.move.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
};
