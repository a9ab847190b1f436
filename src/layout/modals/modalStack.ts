/**
 * The modal stack of spec §4 "Modals": a modal is pushed (show true, unique id), hidden (show false, so the
 * dialog plays its close animation), then popped (removed) once the animation is over.
 */
export type ModalContent =
  | {
      kind: 'message';
      /** i18n keys or plain texts. */
      title?: string;
      message: string;
      onClose?: () => void;
    }
  | {
      kind: 'confirm';
      title?: string;
      message: string;
      onConfirm: () => void;
      onCancel?: () => void;
    };

export type Modal = ModalContent & { id: string; show: boolean };

export type ModalAction = { type: 'push'; modal: Modal } | { type: 'hide'; id: string } | { type: 'pop'; id: string };

/** MUI Dialog's close transition. */
export const CLOSE_TRANSITION_MS = 200;
/** Removal waits a little longer than the transition, so the dialog is never cut mid-animation. */
export const POP_DELAY_MS = 300;

export const modalStackReducer = (stack: readonly Modal[], action: ModalAction): readonly Modal[] => {
  switch (action.type) {
    case 'push':
      return [...stack, action.modal];
    case 'hide':
      return stack.map((modal) => (modal.id === action.id ? { ...modal, show: false } : modal));
    case 'pop':
      return stack.filter((modal) => modal.id !== action.id);
  }
};
