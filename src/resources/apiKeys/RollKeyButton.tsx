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
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_KEY_LIMITS, type ApiKeyRow } from '../../api/apiKeys';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { useDialogs } from '../../ui/modals/useDialogs';
import { rollApiKey } from './apiKeysApi';
import { IssuedKeyDialog } from './IssuedKeyDialog';

const OVERLAPS = [0, 1, 24, 72] as const;

/**
 * Roll: a dialog choosing how long the current secret keeps working (default 24 hours), then "Confirm it's you"
 * (the passkey, app code or password, src/ui/stepUp) which rolls it; the new key is then shown once.
 */
export const RollKeyButton = ({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [overlap, setOverlap] = useState<number>(API_KEY_LIMITS.overlapHoursDefault);
  const { stepUp } = useDialogs();
  const [issued, setIssued] = useState<string | null>(null);
  if (!canAccess) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    try {
      const rolled = await stepUp((proof) => rollApiKey(apiKey.id, overlap, proof), { title: 'app.apiKeys.roll.confirmTitle' });
      if (rolled === null) return;
      notify('app.apiKeys.rolled', { type: 'success' });
      setIssued(rolled.key);
    } catch (error) {
      const failure = failureMessage(error);
      notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
    }
  };
  const close = () => setOpen(false);
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
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.apiKeys.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.apiKeys.roll.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <IssuedKeyDialog apiKey={issued} onDone={() => { setIssued(null); refresh(); }} />
    </>
  );
};
