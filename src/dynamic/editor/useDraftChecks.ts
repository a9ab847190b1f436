import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { DefinitionIssue, PageDefinition, PageDefinitionSource } from '../../api/pageDefinition';
import { useDebounced } from '../../hooks/useDebounced';
import { localizeDefinition, validateDefinition } from '../../core/definition';
import type { Draft } from './draft';

export interface DraftChecks {
  errors: readonly DefinitionIssue[];
  warnings: readonly DefinitionIssue[];
  /** The last checked draft that passed, in the screen's language, for the preview; null until one has. */
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
  const [locale] = useLocaleState();
  const [lastGood, setLastGood] = useState<PageDefinitionSource | null>(result.ok ? result.definition : null);
  useEffect(() => {
    if (result.ok) setLastGood(result.definition);
  }, [result]);
  const good = result.ok ? result.definition : lastGood;
  const shown = useMemo(() => (good === null ? null : localizeDefinition(good, locale === 'vi' ? 'vi' : 'en')), [good, locale]);
  return {
    errors: result.ok ? NONE : result.errors,
    warnings: result.warnings,
    lastGood: shown,
    stale: !result.ok,
  };
};
