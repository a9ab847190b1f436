import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BankAccountRow, Transfer } from '../../api/money';
import { formatMoney } from '../../core/formatMoney';
import { CodeStep } from './CodeStep';
import type { MoneyFailure } from './moneyFailure';
import { type Requested, TransferForm } from './TransferForm';
import { useRefreshMoney } from './useMoneyQueries';

type Step =
  | { kind: 'form' }
  | { kind: 'code'; requested: Requested }
  | { kind: 'done'; transfer: Transfer }
  | { kind: 'cancelled'; transfer: Transfer }
  | { kind: 'ended'; failure: MoneyFailure };

/**
 * Move money: the form, then its confirmation (the SMS code, or the owner's passkey or app), then done (or cancelled, or ended when the code expired); the balances
 * refresh at each step. `resume`: a transfer still waiting for its code, opened at the code step.
 */
export const MoveMoneyDialog = ({ accounts, resume, onClose }: { accounts: BankAccountRow[]; resume?: Requested; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const refresh = useRefreshMoney();
  const [step, setStep] = useState<Step>(resume ? { kind: 'code', requested: resume } : { kind: 'form' });
  const [busy, setBusy] = useState(false);
  const close = () => {
    refresh();
    onClose();
  };
  // While a request is on its way nothing closes the dialog: the server would hold the money (and send the code) for a
  // transfer the person no longer sees, and the balances would be read before it. A click beside the form or the
  // code does not throw away what was typed either; Cancel, Close and Esc do.
  const dismiss = (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (busy || (reason === 'backdropClick' && (step.kind === 'form' || step.kind === 'code'))) return;
    close();
  };
  const finish = (next: Step) => {
    setStep(next);
    refresh();
  };
  // The owner confirming with a passkey or an app is not asked for an SMS code.
  const codeTitle = step.kind === 'code' && step.requested.request.factors.some((factor) => factor !== 'sms') ? 'app.money.move.confirmTitle' : 'app.money.move.codeTitle';
  const title = step.kind === 'code' ? codeTitle : step.kind === 'done' ? 'app.money.move.doneTitle' : 'app.money.move.title';
  return (
    <Dialog open onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {step.kind === 'form' ? (
        <TransferForm accounts={accounts} onCancel={close} onBusy={setBusy} onRequested={(requested) => finish({ kind: 'code', requested })} />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          requested={step.requested}
          onClose={close}
          onBusy={setBusy}
          onCancelled={(transfer) => finish({ kind: 'cancelled', transfer })}
          onDone={(transfer) => finish({ kind: 'done', transfer })}
          onEnded={(failure) => finish({ kind: 'ended', failure })}
        />
      ) : null}
      {step.kind === 'done' || step.kind === 'cancelled' || step.kind === 'ended' ? (
        <>
          <DialogContent>
            {step.kind === 'done' || step.kind === 'cancelled' ? (
              <Alert severity={step.kind === 'done' ? 'success' : 'info'} role="status">
                {translate(step.kind === 'done' ? 'app.money.move.done' : 'app.money.move.cancelled', {
                  amount: formatMoney(step.transfer.amount, locale), account: `${step.transfer.bankName} ${step.transfer.accountNumberMasked}`,
                })}
              </Alert>
            ) : (
              <Alert severity="error">{translate(step.failure.message, { ...step.failure.args, _: translate('app.money.errors.unknown') })}</Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              {translate('app.money.move.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
};
