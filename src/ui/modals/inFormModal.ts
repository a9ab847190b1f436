import { createContext, useContext } from 'react';

/**
 * True inside the generic form modal (spec §4 "Form screens"): there a successful action closes the modal with
 * 'successfully', so the buttons do not say 'Thành công' as well.
 */
export const InFormModalContext = createContext(false);

export const useInFormModal = (): boolean => useContext(InFormModalContext);
