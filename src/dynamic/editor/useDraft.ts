import { useCallback, useMemo, useState } from 'react';
import { type Draft, draftText, isDraft } from './draft';
import { type JsonSyntaxError, parseJsonText } from './jsonText';

export interface DraftState {
  /** The last draft that parsed: what the form shows, the checks read and a save sends. */
  draft: Draft;
  /** The JSON view's text; it may not parse. */
  text: string;
  /** Where the text fails to parse (or why it is no definition); null when the text is the draft. */
  syntax: JsonSyntaxError | null;
  /** The draft as loaded or last saved, to tell unsaved changes. */
  baseline: string;
}

const stateOf = (draft: Draft): DraftState => {
  const text = draftText(draft);
  return { draft, text, syntax: null, baseline: text };
};

/**
 * One draft for both views: the form changes it and the JSON text follows; the JSON text changes it whenever the
 * text parses to an object, and otherwise says where it fails while the draft keeps its last good value.
 */
export const useDraft = (initial: Draft) => {
  const [state, setState] = useState<DraftState>(() => stateOf(initial));

  /** The form's change: the text is rewritten from the draft. */
  const edit = useCallback((change: (draft: Draft) => Draft) => {
    setState((current) => {
      const draft = change(current.draft);
      return { ...current, draft, text: draftText(draft), syntax: null };
    });
  }, []);

  const editText = useCallback((text: string) => {
    const parsed = parseJsonText(text);
    setState((current) => {
      if (!parsed.ok) return { ...current, text, syntax: parsed.error };
      if (!isDraft(parsed.value)) return { ...current, text, syntax: { offset: 0, line: 1, column: 1, fault: 'notObject' } };
      return { ...current, text, draft: parsed.value, syntax: null };
    });
  }, []);

  /** A page loaded (or saved, rolled back): a new baseline. */
  const reset = useCallback((draft: Draft) => setState(stateOf(draft)), []);

  /** The draft now stored on the server (after a save): same draft, new baseline. */
  const markSaved = useCallback(() => setState((current) => ({ ...current, baseline: draftText(current.draft) })), []);

  const dirty = useMemo(() => state.syntax !== null || draftText(state.draft) !== state.baseline, [state]);
  return { ...state, dirty, edit, editText, reset, markSaved };
};

export type DraftApi = ReturnType<typeof useDraft>;
