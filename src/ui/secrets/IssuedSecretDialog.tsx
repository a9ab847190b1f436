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

export interface IssuedSecretDialogProps {
  /** The secret to show; null: the dialog is closed. */
  secret: string | null;
  /** The texts' prefix: `<messages>.title`, `.warning`, `.keyLabel`, `.copy`, `.copied`, `.copyFailed`, `.stored`, `.done`. */
  messages: string;
  onDone: () => void;
}

/**
 * A new secret, shown this once (an API key, a webhook signing secret): the secret in a read-only field, a Copy
 * button whose result is said in a polite live region, the warning that it will not be shown again, and "I have
 * stored it" before Done. The dialog cannot be dismissed by Escape or a click outside: leaving it loses the secret.
 */
export const IssuedSecretDialog = ({ secret, messages, onDone }: IssuedSecretDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const keyId = useId();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const [stored, setStored] = useState(false);
  const text = (key: string) => translate(`${messages}.${key}`);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
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
    <Dialog open={secret !== null} aria-labelledby={titleId} disableEscapeKeyDown maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{text('warning')}</Alert>
        <Typography component="label" htmlFor={keyId} variant="body2" color="text.secondary">
          {text('keyLabel')}
        </Typography>
        <Box
          component="input"
          id={keyId}
          readOnly
          value={secret ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          sx={{ display: 'block', width: '100%', fontFamily: 'monospace', fontSize: '0.95rem', p: 1, mt: 0.5, boxSizing: 'border-box' }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {text('copy')}
          </Button>
          <Typography role="status" aria-live="polite" variant="body2">
            {copied ? text(copied) : ''}
          </Typography>
        </Box>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={stored} onChange={(event) => setStored(event.target.checked)} />}
          label={text('stored')}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!stored} onClick={done}>
          {text('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
