import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { type Modal, type ModalContent, modalStackReducer, POP_DELAY_MS } from './modalStack';

export interface ModalStack {
  modals: readonly Modal[];
  /** Shows a modal on top of the stack; returns its id. */
  push: (content: ModalContent) => string;
  /** Starts closing a modal; it leaves the stack POP_DELAY_MS later. */
  hide: (id: string) => void;
}

const ModalStackContext = createContext<ModalStack | null>(null);

let sequence = 0;
const nextId = () => `modal-${++sequence}`;

export const ModalStackProvider = ({ children }: { children: ReactNode }) => {
  const [modals, dispatch] = useReducer(modalStackReducer, []);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const push = useCallback((content: ModalContent) => {
    const id = nextId();
    dispatch({ type: 'push', modal: { ...content, id, show: true } });
    return id;
  }, []);

  const hide = useCallback((id: string) => {
    dispatch({ type: 'hide', id });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dispatch({ type: 'pop', id });
    }, POP_DELAY_MS);
    timers.current.add(timer);
  }, []);

  const value = useMemo(() => ({ modals, push, hide }), [modals, push, hide]);
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>;
};

export const useModalStack = (): ModalStack => {
  const stack = useContext(ModalStackContext);
  if (!stack) throw new Error('useModalStack needs a ModalStackProvider');
  return stack;
};
