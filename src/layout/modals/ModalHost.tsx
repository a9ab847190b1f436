import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { CLOSE_TRANSITION_MS, type Modal } from './modalStack';
import { useModalStack } from './ModalStackProvider';

const ModalDialog = ({ modal, onHide }: { modal: Modal; onHide: (id: string) => void }) => {
  const translate = useTranslate();
  const text = (key: string) => translate(key, { _: key });
  const titleId = `${modal.id}-title`;
  const cancel = () => {
    if (!modal.show) return;
    if (modal.kind === 'confirm') modal.onCancel?.();
    else modal.onClose?.();
    onHide(modal.id);
  };
  const confirm = () => {
    if (!modal.show) return;
    if (modal.kind === 'confirm') modal.onConfirm();
    onHide(modal.id);
  };
  return (
    <Dialog open={modal.show} onClose={cancel} transitionDuration={{ exit: CLOSE_TRANSITION_MS }} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {text(modal.title ?? (modal.kind === 'confirm' ? 'app.modal.confirmTitle' : 'app.modal.messageTitle'))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{text(modal.message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {modal.kind === 'confirm' ? (
          <>
            <Button onClick={cancel}>{text('app.modal.cancel')}</Button>
            <Button onClick={confirm} variant="contained" autoFocus>
              {text('app.modal.confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={cancel} autoFocus>
            {text('app.modal.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

/** Renders the modal stack, the latest on top; message (close) and confirm (cancel / confirm) for now. */
export const ModalHost = () => {
  const { modals, hide } = useModalStack();
  return (
    <>
      {modals.map((modal) => (
        <ModalDialog key={modal.id} modal={modal} onHide={hide} />
      ))}
    </>
  );
};
