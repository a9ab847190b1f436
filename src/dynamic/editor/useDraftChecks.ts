import { useEffect, useMemo, useState } from 'react';
import type { DefinitionIssue, PageDefinition } from '../../api/pageDefinition';
import { useDebounced } from '../../hooks/useDebounced';
import { validateDefinition } from '../../core/definition';
import type { Draft } from './draft';

export interface DraftChecks {
  errors: readonly DefinitionIssue[];
  warnings: readonly DefinitionIssue[];
  /** The last checked draft that passed, for the preview; null until one has. */
  lastGood: PageDefinition | null;
  /** The settled draft has errors (the preview shows an earlier one). */
  stale: boolean;
}

const NONE: readonly DefinitionIssue[] = [];

/** How long the checks and the preview wait after the last change. */
const DRAFT_SETTLE_MS = 300;

/** The checks the app runs when it loads definitions (schema, then references), on the draft once it settles. */
export const useDraftChecks = (draft: Draft): DraftChecks => {
  const settled = useDebounced(draft, DRAFT_SETTLE_MS);
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
