import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MONEY_MESSAGES, type Transfer, type TransferFactor } from '../../api/money';
import { PASSKEY_BROWSER_MESSAGES } from '../../authProvider/browserPasskeys';
import { formatMoney } from '../../core/formatMoney';
import { cancelTransfer, sendTransferCode, verifyTransfer, verifyTransferWithPasskey } from './moneyApi';
import { type MoneyFailure, moneyFailure } from './moneyFailure';
import type { Requested } from './TransferForm';
import { formatCountdown, useCountdown } from './useCountdown';
import { useReportBusy } from './useReportBusy';

/** What the step says and asks for, by the way the transfer is being confirmed. */
const ASKED = {
  sms: { intro: 'app.money.move.codeSent', label: 'app.money.move.code', expiresIn: 'app.money.move.expiresIn', expired: 'app.money.move.codeExpired' },
  totp: { intro: 'app.money.move.introApp', label: 'app.money.move.appCode', expiresIn: 'app.money.move.confirmWithin', expired: 'app.money.move.transferTimedOut' },
  passkey: { intro: 'app.money.move.introPasskey', label: null, expiresIn: 'app.money.move.confirmWithin', expired: 'app.money.move.transferTimedOut' },
} as const;

/** The buttons that switch to the owner's other strong way; the SMS has its own ("Send a code by SMS instead"). */
const WAY = { passkey: 'app.money.move.usePasskeyInstead', totp: 'app.money.move.useApp' } as const;

/**
 * The confirmation of a requested transfer. By SMS: six digits, the time left, the tries left after a wrong code.
 * The owner with a passkey or an authenticator app is asked for it first (no SMS was sent; issue 35), with the other
 * strong way and "Send a code by SMS instead" as other ways. The confirm button is disabled while its call runs, and
 * the server completes a transfer once however often it is pressed. Closing keeps the transfer waiting (it can be
 * confirmed from the recent transfers until it expires); Cancel transfer ends it and gives its amount back at once.
 */
export const CodeStep = ({ requested, onDone, onEnded, onCancelled, onClose, onBusy }: {
  requested: Requested;
  onDone: (transfer: Transfer) => void;
  onEnded: (failure: MoneyFailure) => void;
  onCancelled: (transfer: Transfer) => void;
  onClose: () => void;
  /** Told when a confirm, cancel or new SMS goes out and when its answer is in (the dialog stays open meanwhile). */
  onBusy: (busy: boolean) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ways: readonly TransferFactor[] = requested.request.factors.length > 0 ? requested.request.factors : ['sms'];
  const [factor, setFactor] = useState<TransferFactor>(ways[0]);
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  useReportBusy(pending, onBusy);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const [notice, setNotice] = useState<MoneyFailure | null>(null);
  const [sendingSms, setSendingSms] = useState(false);
  const inFlight = useRef(false);
  const secondsLeft = useCountdown(requested.request.expiresAt);
  const expired = secondsLeft === 0;
  const account = `${requested.account.bankName} ${requested.account.accountNumberMasked}`;

  /** One call at a time, confirm or cancel; a refusal that ends the transfer ends the dialog, another is shown. */
  const run = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setNotice(null);
    try {
      await call();
    } catch (error) {
      // A passkey prompt closed (or a browser without passkeys): nothing happened, the user may try again or switch.
      if (error instanceof Error && Object.values(PASSKEY_BROWSER_MESSAGES).includes(error.message as never)) {
        setFailure(null);
        setNotice({ message: error.message, args: {}, field: null });
        return;
      }
      const refused = moneyFailure(error, locale);
      const ends = [MONEY_MESSAGES.transferExpired, MONEY_MESSAGES.transferNotFound, MONEY_MESSAGES.alreadyCompleted] as string[];
      if (ends.includes(refused.message)) onEnded(refused);
      else setFailure(refused);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const { transferId } = requested.request;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired) return;
    if (factor === 'passkey') return void run(async () => onDone(await verifyTransferWithPasskey(transferId)));
    if (!/^\d{6}$/.test(otp)) return;
    void run(async () => onDone(await verifyTransfer(transferId, otp, factor)));
  };
  const cancel = () => void run(async () => onCancelled(await cancelTransfer(transferId)));
  const switchTo = (next: TransferFactor) => {
    setFactor(next);
    setOtp('');
    setFailure(null);
    setNotice(null);
  };
  /** "Send a code by SMS instead": the server texts the owner's phone, then the SMS field is asked for. */
  const sendSms = async () => {
    setSendingSms(true);
    await run(async () => {
      await sendTransferCode(transferId);
      switchTo('sms');
    });
    setSendingSms(false);
  };
  const asked = ASKED[factor];
  const otherWays = ways.filter((other): other is keyof typeof WAY => other !== factor && other !== 'sms');
  const confirmLabel = factor === 'passkey'
    ? (pending && !sendingSms ? 'app.money.move.passkeyWaiting' : 'app.money.move.usePasskey')
    : pending && !sendingSms ? 'app.money.move.sending' : 'app.money.move.confirm';
  const failureText = failure
    ? translate(factor === 'passkey' && failure.message === MONEY_MESSAGES.codeWrong ? 'app.money.move.passkeyRefused' : failure.message, {
      ...failure.args, _: translate('app.money.errors.unknown'),
    })
    : null;

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography aria-live="polite">{translate(asked.intro, { amount: formatMoney(requested.amount, locale), account })}</Typography>
          {failureText ? <Alert severity="error">{failureText}</Alert> : null}
          {notice ? <Alert severity="info">{translate(notice.message)}</Alert> : null}
          {asked.label === null ? null : (
            <TextField
              key={factor}
              name="otp"
              label={translate(asked.label)}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
              helperText={translate('app.money.move.codeHelp')}
              error={failure !== null}
              required
              autoFocus
              disabled={pending || expired}
            />
          )}
          <Typography role="timer" aria-live="off" color={expired ? 'error' : 'text.secondary'}>
            {expired ? translate(asked.expired) : translate(asked.expiresIn, { time: formatCountdown(secondsLeft) })}
          </Typography>
          {otherWays.length > 0 || factor !== 'sms' ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {otherWays.map((other) => (
                <Button key={other} variant="outlined" size="small" disabled={pending || expired} onClick={() => switchTo(other)}>
                  {translate(WAY[other])}
                </Button>
              ))}
              {factor !== 'sms' ? (
                <Button variant="outlined" size="small" disabled={pending || expired} onClick={() => void sendSms()}>
                  {translate(sendingSms ? 'app.money.move.sendingSms' : 'app.money.move.useSms')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {expired ? null : <Typography variant="body2" color="text.secondary">{translate('app.money.move.laterHelp')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={cancel} disabled={pending || expired} sx={{ mr: 'auto' }}>
          {translate('app.money.move.cancelTransfer')}
        </Button>
        <Button onClick={onClose} disabled={pending}>{translate('app.money.move.close')}</Button>
        <Button type="submit" variant="contained" disabled={pending || expired || (factor !== 'passkey' && otp.length !== 6)}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </form>
  );
};
