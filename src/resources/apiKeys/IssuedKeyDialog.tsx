import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A new key, shown this once (createApiKey, rollApiKey): the key in a read-only field, a Copy button whose result is
 * said in a polite live region, the warning that it will not be shown again, and "I have stored it" before Done. The
 * dialog cannot be dismissed by Escape or a click outside: leaving it loses the key.
 */
export const IssuedKeyDialog = ({ apiKey, onDone }: { apiKey: string | null; onDone: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const keyId = useId();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const [stored, setStored] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey ?? '');
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  const done = () => {
    setCopied(null);
    setStored(false);
    onDone();
  };
  return (
    <Dialog open={apiKey !== null} aria-labelledby={titleId} disableEscapeKeyDown maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.apiKeys.issued.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.apiKeys.issued.warning')}</Alert>
        <Typography component="label" htmlFor={keyId} variant="body2" color="text.secondary">
          {translate('app.apiKeys.issued.keyLabel')}
        </Typography>
        <Box
          component="input"
          id={keyId}
          readOnly
          value={apiKey ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          sx={{ display: 'block', width: '100%', fontFamily: 'monospace', fontSize: '0.95rem', p: 1, mt: 0.5, boxSizing: 'border-box' }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('app.apiKeys.issued.copy')}
          </Button>
          <Typography role="status" aria-live="polite" variant="body2">
            {copied ? translate(`app.apiKeys.issued.${copied}`) : ''}
          </Typography>
        </Box>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={stored} onChange={(event) => setStored(event.target.checked)} />}
          label={translate('app.apiKeys.issued.stored')}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!stored} onClick={done}>
          {translate('app.apiKeys.issued.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
