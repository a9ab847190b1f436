import type { Reauthentication } from '../../api/stepUp';

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
      messageArgs?: Readonly<Record<string, string | number>>;
      /** Show `message` as it is, never as a key (texts built from record values). */
      plain?: boolean;
      onClose?: () => void;
    }
  | {
      kind: 'confirm';
      title?: string;
      message: string;
      messageArgs?: Readonly<Record<string, string | number>>;
      plain?: boolean;
      /** The message cut into literal text and inserted values (emphasised), always rendered as text. */
      parts?: readonly ({ text: string } | { field: string; value: string })[];
      /** A text the user must type to confirm (a reason, say): its label, and what a blank one is told (keys or texts). */
      ask?: { label: string; required: string; secret?: boolean };
      /** With `ask`, the typed text, trimmed. */
      onConfirm: (answer?: string) => void;
      onCancel?: () => void;
    }
  | {
      /** A read-only view of a record (label/value rows) or of an image (spec §2 Modals: preview). */
      kind: 'preview';
      title: string;
      /** A line under the title. */
      message?: string;
      image?: { src: string; alt: string };
      rows?: readonly { label: string; value: string }[];
      onClose?: () => void;
    }
  | {
      /** A page's form in a dialog (spec §2 Modals: generic form); it closes with 'successfully' on success. */
      kind: 'form';
      pageId: number;
      mode: string;
      /** The record the form opens (the route's `id`); not `id`, which is the modal's own. */
      recordId?: string | null;
      voucher?: string | null;
      /** JSON of prefilled values, as the /form route's `embed`. */
      embed?: string | null;
      /** A line above the form. */
      message?: string;
      /** After the form's action succeeded (the dialog is closing). */
      onDone?: () => void;
      /** After the form created a record: the record the create answered and the address it was created at. */
      onCreated?: (created: Readonly<Record<string, unknown>>, createdAt: string) => void;
      onClose?: () => void;
    }
  | {
      /** "Confirm it's you" (src/ui/stepUp): the password again, or a passkey or app code, then the step itself. */
      kind: 'stepUp';
      /** What is confirmed (a key; default "Confirm it's you"), and a line saying why, before how. */
      title?: string;
      message?: string;
      /** Runs the step with the proof; rejects (the dialog stays) only when the proof itself was refused. */
      run: (proof: Reauthentication) => Promise<void>;
      onCancel: () => void;
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
