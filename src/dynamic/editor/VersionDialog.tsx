import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import type { Draft } from './draft';
import { readVersion } from './editorApi';

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
  const loaded = useQuery({ queryKey: queryKeys.pageVersion(pageId, version), queryFn: ({ signal }) => readVersion(pageId, version, signal), ...LOAD_ONCE });
  const titleId = 'page-editor-version-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.pageEditor.versions.dialogTitle', { version })}</DialogTitle>
      <DialogContent dividers>
        {loaded.status === 'pending' ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
        {loaded.status === 'error' ? <Alert severity="error">{translate('app.pageEditor.versions.readFailed')}</Alert> : null}
        {loaded.status === 'success' ? (
          <Box component="pre" tabIndex={0} aria-label={translate('app.pageEditor.versions.definition', { version })} sx={{ fontFamily: 'monospace', fontSize: 13, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(loaded.data.definition, null, 2)}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button disabled={loaded.status !== 'success'} onClick={() => loaded.status === 'success' && onCopy(loaded.data.definition)}>
          {translate('app.pageEditor.versions.copy')}
        </Button>
        <Button onClick={onClose}>{translate('app.pageEditor.versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
