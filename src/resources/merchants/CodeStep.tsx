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
import { verifyTransfer } from './moneyApi';
import { type MoneyFailure, moneyFailure } from './moneyFailure';
import type { Requested } from './TransferForm';
import { formatCountdown, useCountdown } from './useCountdown';

/**
 * The SMS code of a requested transfer: six digits, the time left, the tries left after a wrong code. The confirm
 * button is disabled while its call runs, and the server completes a transfer once however often it is pressed.
 */
export const CodeStep = ({ requested, onDone, onEnded, onCancel }: {
  requested: Requested;
  onDone: (transfer: Transfer) => void;
  onEnded: (failure: MoneyFailure) => void;
  onCancel: () => void;
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || expired || !/^\d{6}$/.test(otp)) return;
    inFlight.current = true;
    setPending(true);
    try {
      onDone(await verifyTransfer(requested.request.transferId, otp));
    } catch (error) {
      const refused = moneyFailure(error, locale);
      if (refused.message === MONEY_MESSAGES.transferExpired || refused.message === MONEY_MESSAGES.transferNotFound) onEnded(refused);
      else setFailure(refused);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.money.move.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending || expired || otp.length !== 6}>
          {translate(pending ? 'app.money.move.sending' : 'app.money.move.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
};
