import { lazy, Suspense } from 'react';
import { FormDialog } from './FormDialog';
import type { Modal } from './modalStack';
import { MessageDialog } from './MessageDialog';
import { useModalStack } from './ModalStackProvider';
import { PreviewDialog } from './PreviewDialog';
import { useCloseOnRouteChange } from './useCloseOnRouteChange';

// "Confirm it's you" reads the user's factors through the parsed calls (zod): loaded when first asked, so that the
// shell every screen waits for does not carry them.
const StepUpDialog = lazy(async () => ({ default: (await import('../stepUp/StepUpDialog')).StepUpDialog }));

const ModalDialog = ({ modal, onHide }: { modal: Modal; onHide: (id: string) => void }) => {
  switch (modal.kind) {
    case 'preview':
      return <PreviewDialog modal={modal} onHide={onHide} />;
    case 'form':
      return <FormDialog modal={modal} onHide={onHide} />;
    case 'stepUp':
      return (
        <Suspense fallback={null}>
          <StepUpDialog modal={modal} onHide={onHide} />
        </Suspense>
      );
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
