import { createContext, useContext } from 'react';
import type { DefinitionIssue } from '../../api/pageDefinition';
import type { Draft, DraftPath } from './draft';

/**
 * What the form's inputs write, and the problems at each path. The values come down as props, so that a change
 * re-renders only the part of the form that holds it (each list item is memoised on its own object).
 */
export interface DraftFormContext {
  change: (path: DraftPath, value: unknown) => void;
  edit: (change: (draft: Draft) => Draft) => void;
  /** Messages of the problems at exactly this path. */
  issuesAt: (path: DraftPath) => readonly DefinitionIssue[];
}

export const DraftForm = createContext<DraftFormContext | null>(null);

export const useDraftForm = (): DraftFormContext => {
  const context = useContext(DraftForm);
  if (!context) throw new Error('useDraftForm needs the page editor form');
  return context;
};

/** The DOM id of the input (or the section) at a path: error links move the focus there. */
export const inputId = (path: string): string => `page-editor:${path || '(page)'}`;
