import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MONEY_LIMITS, type BankAccountRow, type RequestTransactionData } from '../../api/money';
import { newIdempotencyKey } from '../../core/idempotencyKey';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { moneyProblemKey } from '../../core/moneyTerms';
import { parseMoney } from '../../core/parseMoney';
import { retryWithSameKey } from '../../dataProvider/retryWithSameKey';
import { requestTransfer } from './moneyApi';
import { type MoneyFailure, moneyFailure } from './moneyFailure';
import { useTransferLimits } from './useMoneyQueries';
import { useReportBusy } from './useReportBusy';

export interface Requested {
  request: RequestTransactionData;
  amount: number;
  account: BankAccountRow;
}

/**
 * The transfer's form: a verified account, the amount in đồng (read by parseMoney, shown back as money), a note.
 * One Idempotency-Key per submitted form: a double click or a retry of the same values sends the same key, so the
 * server holds money once.
 */
export const TransferForm = ({ accounts, onRequested, onCancel, onBusy }: {
  accounts: BankAccountRow[];
  onRequested: (requested: Requested) => void;
  onCancel: () => void;
  /** Told when the request goes out and when its answer is in (the dialog stays open meanwhile). */
  onBusy: (busy: boolean) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const limits = useTransferLimits();
  const verified = accounts.filter((account) => account.verified);
  const [accountId, setAccountId] = useState(verified[0] ? String(verified[0].id) : '');
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  useReportBusy(pending, onBusy);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const [missing, setMissing] = useState<'account' | 'amount' | null>(null);
  const sent = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const reading = parseMoney(amountText, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const account = verified.find((candidate) => String(candidate.id) === accountId);
    if (!account) return setMissing('account');
    if (!reading.ok || reading.value <= 0) return setMissing('amount');
    const amount = reading.value;
    setMissing(null);
    const body = { bankAccountId: account.id, amount, ...(note.trim() ? { note: note.trim() } : {}) };
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: newIdempotencyKey() };
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    try {
      const request = await requestTransfer(body, sent.current.key);
      onRequested({ request, amount, account });
    } catch (error) {
      // A refusal is final for these values; a deliberate new try after it is a new request.
      if (!retryWithSameKey(error)) sent.current = null;
      setFailure(moneyFailure(error, locale));
      void limits.refetch();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const remaining = limits.data ? Math.max(0, limits.data.dailyLimit - limits.data.usedToday) : null;
  const amountHelp = limits.data && remaining !== null
    ? translate('app.money.move.amountHelp', {
      min: formatMoney(limits.data.min, locale), remaining: formatMoney(remaining, locale), limit: formatMoney(limits.data.dailyLimit, locale),
    })
    : ' ';
  const fieldError = (field: string) => failure?.field === field;
  const amountLabel = translate('app.money.move.amount');
  // Text it cannot read says why; nothing, or 0, asks for an amount.
  const amountProblem = missing !== 'amount' ? null
    : !reading.ok && reading.problem !== 'required' ? translate(moneyProblemKey(reading.problem), { field: amountLabel })
      : translate('app.money.move.amountRequired');
  // What was typed, read back as money before anything is requested: '500000.5' is refused, not 5.000.005 ₫.
  const amountRead = reading.ok && amountText.trim() ? `= ${formatMoney(reading.value, locale)}` : null;
  const message = failure ? translate(failure.message, { ...failure.args, _: translate('app.money.errors.unknown') }) : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          {message ? <Alert severity="error">{message}</Alert> : null}
          {verified.length === 0 ? <Typography role="status">{translate('app.money.move.noVerifiedAccount')}</Typography> : null}
          <TextField
            select
            name="bankAccountId"
            label={translate('app.money.move.account')}
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
            slotProps={{ select: { native: true } }}
            error={missing === 'account' || fieldError('bankAccountId')}
            helperText={missing === 'account' ? translate('app.money.move.accountRequired') : ' '}
            required
            disabled={pending}
          >
            {verified.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {`${account.bankName} ${account.accountNumberMasked} · ${account.holderName}`}
              </option>
            ))}
          </TextField>
          <TextField
            name="amount"
            label={amountLabel}
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              if (missing === 'amount') setMissing(null);
            }}
            // Once a valid amount is left, it is written as the screen's language groups it.
            onBlur={() => {
              if (reading.ok && amountText.trim()) setAmountText(formatCount(reading.value, locale));
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 32 } }}
            error={missing === 'amount' || fieldError('amount')}
            helperText={amountProblem ?? ([amountRead, amountHelp.trim()].filter(Boolean).join(' · ') || ' ')}
            required
            disabled={pending}
          />
          <TextField
            name="note"
            label={translate('app.money.move.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MONEY_LIMITS.noteMaxLength } }}
            disabled={pending}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>{translate('app.money.move.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending || verified.length === 0}>
          {translate(pending ? 'app.money.move.sending' : 'app.money.move.continue')}
        </Button>
      </DialogActions>
    </form>
  );
};
