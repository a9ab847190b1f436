import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CLOSE_TRANSITION_MS, type Modal } from './modalStack';

/** A read-only view of an image or a record's labelled values (spec §2 Modals: preview); texts shown as they are. */
export const PreviewDialog = ({ modal, onHide }: { modal: Extract<Modal, { kind: 'preview' }>; onHide: (id: string) => void }) => {
  const translate = useTranslate();
  const titleId = `${modal.id}-title`;
  const close = () => {
    if (!modal.show) return;
    modal.onClose?.();
    onHide(modal.id);
  };
  return (
    <Dialog open={modal.show} onClose={close} transitionDuration={{ exit: CLOSE_TRANSITION_MS }} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{modal.title}</DialogTitle>
      <DialogContent>
        {modal.message ? <Typography sx={{ mb: 1 }}>{modal.message}</Typography> : null}
        {modal.image ? (
          <Box component="img" src={modal.image.src} alt={modal.image.alt} sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
        ) : null}
        {modal.rows?.length ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {modal.rows.map((row, index) => (
              <Box key={index} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>{row.label}</Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>{row.value}</Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {translate('app.modal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
