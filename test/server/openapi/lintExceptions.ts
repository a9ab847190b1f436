/**
 * The Redocly "recommended" problems the API description keeps on purpose, each with where and why. Anything else
 * the linter reports (errors and warnings alike) fails the document test.
 */
export interface LintException {
  rule: string;
  /** JSON pointer of the reported place. */
  pointer: string;
  reason: string;
}

export const LINT_EXCEPTIONS: readonly LintException[] = [];
