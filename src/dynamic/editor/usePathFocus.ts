import { type RefObject, useCallback, useEffect, useState } from 'react';
import { inputId } from './formContext';
import { selectInText } from './JsonView';
import { spanOfPath } from './jsonText';

export type EditorView = 'form' | 'json';

/**
 * Moves to what a problem's path names: in the form, the input at exactly that path; otherwise (the form has no
 * input for it, or the JSON view is open) the value in the JSON text, selected. Runs after the view has rendered.
 */
export const usePathFocus = (view: EditorView, setView: (view: EditorView) => void, textRef: RefObject<HTMLTextAreaElement | null>) => {
  const [pending, setPending] = useState<{ path: string } | null>(null);

  useEffect(() => {
    if (!pending) return;
    setPending(null);
    const inForm = view === 'form' ? document.getElementById(inputId(pending.path)) : null;
    if (inForm) {
      inForm.focus();
      inForm.scrollIntoView?.({ block: 'center' });
      return;
    }
    if (view !== 'json') {
      setView('json');
      setPending({ path: pending.path });
      return;
    }
    const textarea = textRef.current;
    const span = textarea ? spanOfPath(textarea.value, pending.path) : null;
    if (textarea) selectInText(textarea, span?.start ?? 0, span?.end ?? 0);
  }, [pending, view, setView, textRef]);

  return useCallback((path: string) => setPending({ path }), []);
};
