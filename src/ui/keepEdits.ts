/**
 * A form's `resetOptions` on a detail whose buttons (Revoke, Disable, Roll secret…) read the record again: react-admin
 * then resets the form to it, and without this the name or scopes the user typed and has not saved yet would go. The
 * fields the user changed are kept, the others follow the record. One object, so that react-admin's reset effect does
 * not run again at every drawing.
 */
export const KEEP_EDITS = { keepDirtyValues: true } as const;
