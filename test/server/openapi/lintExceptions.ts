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

export const LINT_EXCEPTIONS: readonly LintException[] = [
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1health/get/responses',
    reason: 'The health check is public and takes no input: it cannot refuse a request, it answers 200 or 503 (database down).',
  },
];
