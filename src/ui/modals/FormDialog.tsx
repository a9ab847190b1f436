import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { InFormModalContext } from './inFormModal';
import { CLOSE_TRANSITION_MS, type Modal } from './modalStack';

// The page engine is a chunk of its own: the shell loads it only when a form opens in a dialog.
const FormModalContent = lazy(() => import('../../dynamic/views/FormModalContent'));

/** A page's form in a dialog (spec §2 Modals: generic form); Escape and the close button leave it. */
export const FormDialog = ({ modal, onHide }: { modal: Extract<Modal, { kind: 'form' }>; onHide: (id: string) => void }) => {
  const titleId = `${modal.id}-title`;
  const close = () => {
    if (!modal.show) return;
    modal.onClose?.();
    onHide(modal.id);
  };
  const done = () => {
    if (!modal.show) return;
    modal.onDone?.();
    onHide(modal.id);
  };
  return (
    <Dialog open={modal.show} onClose={close} transitionDuration={{ exit: CLOSE_TRANSITION_MS }} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Suspense fallback={<DialogContent><LinearProgress /></DialogContent>}>
        <InFormModalContext.Provider value>
          <FormModalContent modal={modal} titleId={titleId} onClose={close} onDone={done} />
        </InFormModalContext.Provider>
      </Suspense>
    </Dialog>
  );
};
