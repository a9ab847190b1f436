import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Draft } from './draft';
import { readVersion, type VersionDetail } from './editorApi';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: VersionDetail };

interface VersionDialogProps {
  pageId: number;
  version: number;
  onClose: () => void;
  /** Puts this version's definition in the draft (not saved until the user saves). */
  onCopy: (definition: Draft) => void;
}

/** One stored version, read-only as JSON, with a way to start the draft from it. */
export const VersionDialog = ({ pageId, version, onClose, onCopy }: VersionDialogProps) => {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    readVersion(pageId, version).then(
      (detail) => live && setLoaded({ status: 'ready', detail }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [pageId, version]);
  const titleId = 'page-editor-version-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.pageEditor.versions.dialogTitle', { version })}</DialogTitle>
      <DialogContent dividers>
        {loaded.status === 'loading' ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
        {loaded.status === 'failed' ? <Alert severity="error">{translate('app.pageEditor.versions.readFailed')}</Alert> : null}
        {loaded.status === 'ready' ? (
          <Box component="pre" tabIndex={0} aria-label={translate('app.pageEditor.versions.definition', { version })} sx={{ fontFamily: 'monospace', fontSize: 13, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(loaded.detail.definition, null, 2)}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button disabled={loaded.status !== 'ready'} onClick={() => loaded.status === 'ready' && onCopy(loaded.detail.definition)}>
          {translate('app.pageEditor.versions.copy')}
        </Button>
        <Button onClick={onClose}>{translate('app.pageEditor.versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
