import { FormDialog } from './FormDialog';
import type { Modal } from './modalStack';
import { MessageDialog } from './MessageDialog';
import { useModalStack } from './ModalStackProvider';
import { PreviewDialog } from './PreviewDialog';
import { StepUpDialog } from '../stepUp/StepUpDialog';
import { useCloseOnRouteChange } from './useCloseOnRouteChange';

const ModalDialog = ({ modal, onHide }: { modal: Modal; onHide: (id: string) => void }) => {
  switch (modal.kind) {
    case 'preview':
      return <PreviewDialog modal={modal} onHide={onHide} />;
    case 'form':
      return <FormDialog modal={modal} onHide={onHide} />;
    case 'stepUp':
      return <StepUpDialog modal={modal} onHide={onHide} />;
    default:
      return <MessageDialog modal={modal} onHide={onHide} />;
  }
};

/**
 * Renders the modal stack, the latest on top: message, confirm, preview and generic form (spec §2 Modals); a route
 * change closes them.
 */
export const ModalHost = () => {
  const { modals, hide } = useModalStack();
  useCloseOnRouteChange(modals, hide);
  return (
    <>
      {modals.map((modal) => (
        <ModalDialog key={modal.id} modal={modal} onHide={hide} />
      ))}
    </>
  );
};
