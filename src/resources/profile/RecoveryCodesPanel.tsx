import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

const FILE_NAME = 'merchant-portal-recovery-codes.txt';

/** Saves the codes as a text file through a link the browser downloads; nothing leaves the browser. */
const download = (codes: readonly string[]) => {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * The recovery codes, shown this once: copy or download them, then say they are saved to close the panel. The
 * server keeps only their hashes; new ones can be made later with the password.
 */
export const RecoveryCodesPanel = ({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) => {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack component="section" aria-labelledby="recovery-codes-title" spacing={1.5} sx={{ maxWidth: 480 }}>
      <Typography component="h3" variant="subtitle1" id="recovery-codes-title">
        {translate('app.profile.authenticator.codesTitle')}
      </Typography>
      <Alert severity="warning">{translate('app.profile.authenticator.codesOnce')}</Alert>
      <Box
        component="ol"
        aria-label={translate('app.profile.authenticator.codesTitle')}
        sx={{ fontFamily: 'monospace', fontSize: '1rem', columns: { xs: 1, sm: 2 }, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate('app.profile.authenticator.copyCodes')}
        </Button>
        <Button variant="outlined" onClick={() => download(codes)}>
          {translate('app.profile.authenticator.downloadCodes')}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" aria-live="polite">
        {copied ? translate('app.profile.authenticator.copied') : ''}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={translate('app.profile.authenticator.codesSaved')}
      />
      <div>
        <Button variant="contained" disabled={!saved} onClick={onDone}>
          {translate('app.profile.authenticator.done')}
        </Button>
      </div>
    </Stack>
  );
};
