import type { z } from 'zod';
import {
  apiDefinitionSchema, buttonDefinitionSchema, DEFINITION_LIMITS, type DefinitionIssue, enumOptionSchema, fieldDefinitionSchema,
  fieldRuleSchema, listSettingsSchema, pageDefinitionSchema, type PageDefinitionSource, tableColumnSchema,
} from '../../api/pageDefinition';
import { formatPath } from './formatPath';

// The shape check of a page definition: the wire schema's issues (src/api/pageDefinition.ts) as path + message, with
// the editor's catalogue keys so they show translated, and a guess for a key that looks like a typo of a known one.

export type PageDefinitionResult = { ok: true; definition: PageDefinitionSource } | { ok: false; errors: DefinitionIssue[] };

/** Bytes of the definition as UTF-8 JSON, or null when it is no JSON value (a cycle, a bigint). */
export function definitionSize(input: unknown): number | null {
  try {
    const json = JSON.stringify(input);
    return json === undefined ? null : new TextEncoder().encode(json).length;
  } catch {
    return null;
  }
}

const KNOWN_KEYS: Record<string, readonly string[]> = {
  page: Object.keys(pageDefinitionSchema.shape),
  field: Object.keys(fieldDefinitionSchema.in.shape),
  button: Object.keys(buttonDefinitionSchema.shape),
  api: Object.keys(apiDefinitionSchema.shape),
  column: Object.keys(tableColumnSchema.shape),
  option: Object.keys(enumOptionSchema.shape),
  list: Object.keys(listSettingsSchema.shape),
  rule: Object.keys(fieldRuleSchema.shape),
};

/** The keys an object at `path` may carry, to suggest a correction for a typo. */
function knownKeysAt(path: readonly PropertyKey[]): readonly string[] {
  const [first, , third] = path;
  if (path.length === 0) return KNOWN_KEYS.page;
  if (first === 'schema') {
    if (path.length === 2) return KNOWN_KEYS.field;
    if (third === 'items') return [...KNOWN_KEYS.column, ...KNOWN_KEYS.option];
    return third === 'rules' && path.length === 4 ? KNOWN_KEYS.rule : [];
  }
  if (first === 'buttons') return KNOWN_KEYS.button;
  if (first === 'apis') return KNOWN_KEYS.api;
  if (first === 'list') return KNOWN_KEYS.list;
  return [];
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The editor's catalogue keys of the schema's own messages (app.pageEditor.issues.*), so they show translated. */
const ISSUE_KEY = 'app.pageEditor.issues.';

function unknownKeyIssue(path: string, key: string, known: readonly string[]): DefinitionIssue {
  const shown = JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
  const lower = key.toLowerCase();
  const guess = known
    .map((name) => ({ name, distance: name.toLowerCase() === lower ? 0 : editDistance(lower, name.toLowerCase()) }))
    .filter(({ distance }) => distance <= (key.length < 4 ? 1 : 2))
    .sort((a, b) => a.distance - b.distance)[0];
  return guess === undefined
    ? { path, message: `unknown key ${shown}`, key: `${ISSUE_KEY}unknownKey`, args: { key: shown } }
    : { path, message: `unknown key ${shown} (did you mean "${guess.name}"?)`, key: `${ISSUE_KEY}unknownKeyGuess`, args: { key: shown, guess: guess.name } };
}

const SIZE_KEYS: Record<string, { big: string; small: string }> = {
  string: { big: 'tooLong', small: 'tooShort' },
  array: { big: 'tooMany', small: 'tooFew' },
  number: { big: 'tooBig', small: 'tooSmall' },
};

/** zod's generic messages with a key and their values; an issue with our own message (a regex's, a refine's) keeps it only. */
function genericIssue(path: string, issue: z.core.$ZodIssue): DefinitionIssue {
  const plain = { path, message: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (!issue.message.startsWith('Invalid input')) return plain;
      return issue.input === undefined
        ? { ...plain, key: `${ISSUE_KEY}required` }
        : { ...plain, key: `${ISSUE_KEY}expected`, args: { expected: issue.expected } };
    case 'too_big':
    case 'too_small': {
      const keys = SIZE_KEYS[issue.origin];
      if (keys === undefined || !issue.message.startsWith('Too ')) return plain;
      return issue.code === 'too_big'
        ? { ...plain, key: `${ISSUE_KEY}${keys.big}`, args: { limit: Number(issue.maximum) } }
        : { ...plain, key: `${ISSUE_KEY}${keys.small}`, args: { limit: Number(issue.minimum) } };
    }
    case 'invalid_value':
      return issue.message.startsWith('Invalid ')
        ? { ...plain, key: `${ISSUE_KEY}oneOf`, args: { values: issue.values.map((value) => JSON.stringify(value)).join(', ') } }
        : plain;
    default:
      return plain;
  }
}

/** zod's issues as path + message; unknown keys one by one at their own path, unions by their closest branch. */
function toIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): DefinitionIssue[] {
  const result: DefinitionIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) result.push(unknownKeyIssue(formatPath([...path, key]), key, knownKeysAt(path)));
    } else if (issue.code === 'invalid_union') {
      // A branch that failed below the top (e.g. a wrong mode inside a list) says more than "expected X or Y".
      const deeper = issue.errors.find((branch) => branch.some((inner) => inner.path.length > 0 || inner.code !== 'invalid_type'));
      if (deeper !== undefined) {
        result.push(...toIssues(deeper, path));
      } else {
        const expected = issue.errors.flat().map((inner) => (inner.code === 'invalid_type' ? inner.expected : null)).filter(Boolean);
        const types = [...new Set(expected)].join(' or ');
        result.push(expected.length > 0
          ? { path: formatPath(path), message: `Invalid input: expected ${types}`, key: `${ISSUE_KEY}expected`, args: { expected: types } }
          : { path: formatPath(path), message: issue.message });
      }
    } else {
      result.push(genericIssue(formatPath(path), issue));
    }
  }
  return result;
}

/** Validates the shape of a definition (not its references: see validateDefinition); never throws. */
export function parsePageDefinition(input: unknown): PageDefinitionResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ path: '', message: 'a page definition must be a JSON object' }] };
  }
  const size = definitionSize(input);
  if (size === null) return { ok: false, errors: [{ path: '', message: 'a page definition must be a JSON value' }] };
  if (size > DEFINITION_LIMITS.size) {
    return { ok: false, errors: [{ path: '', message: `the definition is ${size} bytes; at most ${DEFINITION_LIMITS.size} are allowed` }] };
  }
  const result = pageDefinitionSchema.safeParse(input);
  return result.success ? { ok: true, definition: result.data } : { ok: false, errors: toIssues(result.error.issues) };
}
