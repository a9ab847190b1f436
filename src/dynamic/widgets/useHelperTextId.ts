import { type RefObject, useLayoutEffect } from 'react';

/**
 * Gives the message react-admin draws under an input (its FormHelperText, found by `selector` in `container`) the
 * id `${fieldId}-helper-text`, for `aria-describedby`: ArrayInput and ra-input-rich-text draw theirs without one.
 * React never sets that attribute there, so it keeps what is set here; set after every render all the same, in
 * case the message was drawn anew. Returns the id.
 */
export const useHelperTextId = (container: RefObject<HTMLElement | null>, selector: string, fieldId: string): string => {
  const id = `${fieldId}-helper-text`;
  useLayoutEffect(() => {
    container.current?.querySelector(selector)?.setAttribute('id', id);
  });
  return id;
};
