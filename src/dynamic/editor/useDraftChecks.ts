import { useEffect, useMemo, useState } from 'react';
import type { DefinitionIssue, PageDefinition } from '../../api/pageDefinition';
import { validateDefinition } from '../definition';
import type { Draft } from './draft';
import { useDebounced } from './useDebounced';

export interface DraftChecks {
  errors: readonly DefinitionIssue[];
  warnings: readonly DefinitionIssue[];
  /** The last checked draft that passed, for the preview; null until one has. */
  lastGood: PageDefinition | null;
  /** The settled draft has errors (the preview shows an earlier one). */
  stale: boolean;
}

const NONE: readonly DefinitionIssue[] = [];

/** The checks the app runs when it loads definitions (schema, then references), on the draft once it settles. */
export const useDraftChecks = (draft: Draft): DraftChecks => {
  const settled = useDebounced(draft);
  const result = useMemo(() => validateDefinition(settled), [settled]);
  const [lastGood, setLastGood] = useState<PageDefinition | null>(result.ok ? result.definition : null);
  useEffect(() => {
    if (result.ok) setLastGood(result.definition);
  }, [result]);
  return {
    errors: result.ok ? NONE : result.errors,
    warnings: result.warnings,
    lastGood: result.ok ? result.definition : lastGood,
    stale: !result.ok,
  };
};
