import { useCallback } from 'react';
import type { ModalContent } from './modalStack';
import { useModalStack } from './ModalStackProvider';

type ConfirmContent = Omit<Extract<ModalContent, { kind: 'confirm' }>, 'kind' | 'onConfirm' | 'onCancel' | 'ask'>;
type AskContent = ConfirmContent & Required<Pick<Extract<ModalContent, { kind: 'confirm' }>, 'ask'>>;
type MessageContent = Omit<Extract<ModalContent, { kind: 'message' }>, 'kind' | 'onClose'>;

/**
 * Promise-shaped confirm, ask and alert on the modal stack: a declined (or dismissed) confirm resolves false, an ask
 * null; a confirmed ask resolves the text typed.
 */
export const useDialogs = () => {
  const { push } = useModalStack();
  const confirm = useCallback(
    (content: ConfirmContent) =>
      new Promise<boolean>((resolve) => {
        push({ kind: 'confirm', ...content, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
      }),
    [push],
  );
  const ask = useCallback(
    (content: AskContent) =>
      new Promise<string | null>((resolve) => {
        push({ kind: 'confirm', ...content, onConfirm: (answer) => resolve(answer ?? ''), onCancel: () => resolve(null) });
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
  return { confirm, ask, alert };
};
