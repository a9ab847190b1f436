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
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_KEY_LIMITS, type ApiKeyRow } from '../../api/apiKeys';
import { HttpError } from '../../dataProvider/HttpError';
import { rollApiKey } from './apiKeysApi';
import { IssuedKeyDialog } from './IssuedKeyDialog';

const OVERLAPS = [0, 1, 24, 72] as const;

/** The refusal's text in the app's language (a message key, or the server's own text). */
const problemOf = (error: unknown): string => (error instanceof HttpError ? error.message : 'app.data.badAnswer');

/**
 * Roll: a dialog choosing how long the current secret keeps working (default 24 hours) and asking the password again;
 * the new key is then shown once. A wrong password is said under the password field.
 */
export const RollKeyButton = ({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [overlap, setOverlap] = useState<number>(API_KEY_LIMITS.overlapHoursDefault);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  if (!canAccess) return null;
  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const rolled = await rollApiKey(apiKey.id, overlap, password);
      close();
      notify('app.apiKeys.rolled', { type: 'success' });
      setIssued(rolled.key);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        {translate('app.apiKeys.roll.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{translate('app.apiKeys.roll.title', { name: apiKey.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.apiKeys.roll.content')}</DialogContentText>
            <FormControl>
              <FormLabel id={`${titleId}-overlap`}>{translate('app.apiKeys.roll.overlap')}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-overlap`} value={String(overlap)} onChange={(event) => setOverlap(Number(event.target.value))}>
                {OVERLAPS.map((hours) => (
                  <FormControlLabel key={hours} value={String(hours)} control={<Radio />} label={translate(`app.apiKeys.roll.overlaps.${hours}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              type="password"
              name="password"
              autoComplete="current-password"
              label={translate('app.apiKeys.fields.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problem !== null}
              helperText={problem === null ? translate('app.apiKeys.help.password') : translate(problem, { _: problem })}
              required
              fullWidth
              margin="normal"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.apiKeys.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || password === ''}>
              {translate('app.apiKeys.roll.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <IssuedKeyDialog apiKey={issued} onDone={() => { setIssued(null); refresh(); }} />
    </>
  );
};
