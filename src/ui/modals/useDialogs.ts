import { useCallback } from 'react';
import type { Reauthentication } from '../../api/stepUp';
import { isStepUpRefusal } from '../stepUp/stepUpRefusal';
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
  /**
   * A step that takes the caller's password again, or a passkey or app code in its place: resolves the step's result,
   * or null when the user cancels. A refused confirmation stays in the dialog for another try; the step's own
   * refusal rejects (the dialog closes) for its screen to show.
   */
  const stepUp = useCallback(
    <T,>(step: (proof: Reauthentication) => Promise<T>, texts: { title?: string; message?: string } = {}) =>
      new Promise<T | null>((resolve, reject) => {
        push({
          kind: 'stepUp', ...texts, onCancel: () => resolve(null),
          run: async (proof) => {
            try {
              resolve(await step(proof));
            } catch (error) {
              if (isStepUpRefusal(error)) throw error;
              reject(error);
            }
          },
        });
      }),
    [push],
  );
  return { confirm, ask, alert, stepUp };
};
