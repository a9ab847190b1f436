/**
 * A refused field in the user's words: the first problem of a 400 that failed the server's schema (`data.issues`,
 * server/http/zod.ts) as a message key of the catalogues with its values, instead of zod's English text
 * ("fullName: Too small: expected string to have >=1 characters").
 */

export interface WireIssue {
  path?: unknown;
  code?: unknown;
  message?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  received?: unknown;
}

export interface IssueMessage {
  message: string;
  args?: Record<string, number>;
}

const INVALID: IssueMessage = { message: 'app.validation.invalidValue' };

const bound = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const issueMessage = (issue: WireIssue): IssueMessage => {
  const { code, origin } = issue;
  const min = bound(issue.minimum);
  const max = bound(issue.maximum);
  switch (code) {
    case 'too_small':
      if (min === null) return INVALID;
      if (origin === 'string' || origin === 'array') return min <= 1 ? { message: 'ra.validation.required' } : { message: 'ra.validation.minLength', args: { min } };
      return { message: 'ra.validation.minValue', args: { min } };
    case 'too_big':
      if (max === null) return INVALID;
      if (origin === 'string') return { message: 'ra.validation.maxLength', args: { max } };
      if (origin === 'array') return { message: 'app.validation.tooMany', args: { max } };
      return { message: 'ra.validation.maxValue', args: { max } };
    case 'invalid_type':
      return issue.received === 'undefined' ? { message: 'ra.validation.required' } : INVALID;
    case 'invalid_format':
      return { message: 'app.validation.invalidFormat' };
    case 'unrecognized_keys':
      return { message: 'app.validation.unknownField' };
    case 'custom':
      // A rule of our own whose message is already a key of the catalogues.
      return typeof issue.message === 'string' && /^(app|ra)\.[\w.]+$/.test(issue.message) ? { message: issue.message } : INVALID;
    default:
      return INVALID;
  }
};

/** The first issue of a 400's `data`, when it failed the schema. */
export const firstIssueOf = (data: unknown): WireIssue | null => {
  const issues = data !== null && typeof data === 'object' ? (data as { issues?: unknown }).issues : undefined;
  const first = Array.isArray(issues) ? issues[0] : undefined;
  return first !== null && typeof first === 'object' ? (first as WireIssue) : null;
};
