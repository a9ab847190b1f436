/** A click waiting for its confirmation: what the dialog says, and what confirming does. */
export interface ConfirmedAction {
  title: string;
  content: string;
  confirm: string;
  translateOptions?: Record<string, unknown>;
  run: () => Promise<void>;
}
