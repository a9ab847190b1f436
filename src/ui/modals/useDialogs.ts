import { useCallback } from 'react';
import type { ModalContent } from './modalStack';
import { useModalStack } from './ModalStackProvider';

type ConfirmContent = Omit<Extract<ModalContent, { kind: 'confirm' }>, 'kind' | 'onConfirm' | 'onCancel'>;
type MessageContent = Omit<Extract<ModalContent, { kind: 'message' }>, 'kind' | 'onClose'>;

/** Promise-shaped confirm and alert on the modal stack: a declined (or dismissed) confirm resolves false. */
export const useDialogs = () => {
  const { push } = useModalStack();
  const confirm = useCallback(
    (content: ConfirmContent) =>
      new Promise<boolean>((resolve) => {
        push({ kind: 'confirm', ...content, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
      }),
    [push],
  );
  const alert = useCallback(
    (content: MessageContent) =>
      new Promise<void>((resolve) => {
        push({ kind: 'message', ...content, onClose: resolve });
      }),
    [push],
  );
  return { confirm, alert };
};
