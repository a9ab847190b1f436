import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Reauthentication } from '../../api/stepUp';
import { passkeysSupported } from '../../authProvider/browserPasskeys';
import { failureMessage } from '../feedback/failureMessage';
import type { FormMessage } from '../feedback/formMessage';
import { CLOSE_TRANSITION_MS, type Modal } from '../modals/modalStack';
import { answerWithPasskey, fetchFactors, type StepUpWays, stepUpWaysOf } from './stepUpApi';

type StepUpModal = Extract<Modal, { kind: 'stepUp' }>;
type Way = 'passkey' | 'totp' | 'password';

const NO_WAYS: StepUpWays = { passkey: false, totp: false };
/** The strongest way first: a passkey (where this browser can use one), then the app, then the password. */
const firstWay = (ways: StepUpWays): Way => (ways.passkey && passkeysSupported() ? 'passkey' : ways.totp ? 'totp' : 'password');

/**
 * "Confirm it's you" before a step that hands out a secret or changes who may do what: the caller's passkey or
 * authenticator-app code where they have one, else (or by "use your password instead") the password typed again.
 * The step runs from here: a refused confirmation is said here for another try; the step's own refusal closes the
 * dialog and goes back to its screen (useDialogs' stepUp).
 */
export const StepUpDialog = ({ modal, onHide }: { modal: StepUpModal; onHide: (id: string) => void }) => {
  const translate = useTranslate();
  const [ways, setWays] = useState<StepUpWays | null>(null);
  const [way, setWay] = useState<Way>('password');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const titleId = `${modal.id}-title`;
  const textId = `${modal.id}-text`;

  useEffect(() => {
    const controller = new AbortController();
    fetchFactors(controller.signal)
      .then((status) => stepUpWaysOf(status), () => NO_WAYS)
      .then((found) => {
        if (controller.signal.aborted) return;
        setWays(found);
        setWay(firstWay(found));
      });
    return () => controller.abort();
  }, []);

  const cancel = () => {
    if (!modal.show || busy) return;
    modal.onCancel();
    onHide(modal.id);
  };
  const confirm = async (proof: () => Promise<Reauthentication>) => {
    setBusy(true);
    setFailure(null);
    try {
      await modal.run(await proof());
      onHide(modal.id);
    } catch (error) {
      setFailure({ ...failureMessage(error), severity: 'error' });
      setTyped('');
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || typed.trim() === '' || way === 'passkey') return;
    const value = typed;
    void confirm(async () => (way === 'totp' ? { stepUp: { factor: 'totp', code: value.trim() } } : { password: value }));
  };
  const choose = (next: Way) => {
    setWay(next);
    setTyped('');
    setFailure(null);
  };
  const others = ways === null ? [] : (['passkey', 'totp', 'password'] as const).filter((other) =>
    other !== way && (other === 'password' || (other === 'passkey' ? ways.passkey && passkeysSupported() : ways.totp)));

  return (
    <Dialog
      open={modal.show}
      onClose={cancel}
      transitionDuration={{ exit: CLOSE_TRANSITION_MS }}
      aria-labelledby={titleId}
      aria-describedby={ways === null ? undefined : textId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(modal.title ?? 'app.stepUp.title')}</DialogTitle>
        <DialogContent>
          {ways === null ? (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          ) : (
            <>
              <DialogContentText id={textId} sx={{ mb: 2 }}>
                {modal.message ? `${translate(modal.message)} ` : ''}
                {translate(`app.stepUp.${way}.text`)}
              </DialogContentText>
              {failure ? (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {translate(failure.message, { ...failure.args, _: failure.message })}
                </Alert>
              ) : null}
              {way === 'passkey' ? (
                <Button variant="contained" autoFocus disabled={busy} onClick={() => void confirm(async () => ({ stepUp: await answerWithPasskey() }))}>
                  {translate('app.stepUp.passkey.use')}
                </Button>
              ) : (
                <TextField
                  key={way}
                  name={way === 'totp' ? 'stepUpCode' : 'password'}
                  label={translate(`app.stepUp.${way}.label`)}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  {...(way === 'totp'
                    ? { autoComplete: 'one-time-code', slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 12 } } }
                    : { type: 'password', autoComplete: 'current-password' })}
                  required
                  autoFocus
                  fullWidth
                />
              )}
              {others.length > 0 ? (
                <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                  {others.map((other) => (
                    <Button key={other} size="small" onClick={() => choose(other)} disabled={busy}>
                      {translate(`app.stepUp.${other}.instead`)}
                    </Button>
                  ))}
                </Box>
              ) : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>{translate('app.modal.cancel')}</Button>
          {way === 'passkey' ? null : (
            <Button type="submit" variant="contained" disabled={busy || ways === null || typed.trim() === ''}>
              {translate('app.modal.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
