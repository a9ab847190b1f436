import type { ValueProblemKind } from '../api/records';
import {
  type CompareOp, type FieldDefinition, type FieldRule, RULE_KINDS, type RuleKind,
} from '../api/pageDefinition';

/**
 * What a field's declarative `rules` mean (src/api/pageDefinition.ts `fieldRuleSchema`), in one place for the form
 * (src/dynamic/views/useRuleValidators.ts) and the record store (server/modules/records/rules.ts), so that both
 * refuse the same values with the same problem. `unique` needs the other records: only the server checks it.
 */

/** How a field's values are ordered, for `min`, `max` and `compare`; null when its widget has no order. */
export type FieldOrder = 'number' | 'date' | 'time';

export const orderOf = (field: FieldDefinition): FieldOrder | null => {
  if (field.widget === 'Text' && (field.type === 'number' || field.type === 'money') && field.isMutilLanguage !== true) return 'number';
  if (field.widget === 'Date') return 'date';
  if (field.widget === 'Time') return 'time';
  return null;
};

/** Whether a rule fits its field's widget; the linter refuses the others (checkRules.ts). */
export const ruleFits = (kind: RuleKind, field: FieldDefinition): boolean => {
  switch (kind) {
    case 'min':
    case 'max':
      return orderOf(field) === 'number';
    case 'compare':
      return orderOf(field) !== null;
    case 'notPast':
      return field.widget === 'Date';
    case 'unique':
      // One plain value to compare: not a list, a language object, a secret or a file.
      return (field.widget === 'Text' && field.isMutilLanguage !== true && field.hideValue !== true) || ['Date', 'Time', 'Enum'].includes(field.widget);
  }
};

/** The kind of a rule: its one kind key (the schema refuses a rule with none or several). */
export const ruleKindOf = (rule: FieldRule): RuleKind => RULE_KINDS.find((kind) => rule[kind] !== undefined) ?? 'unique';

/** The problem kinds of the rules (src/api/records.ts VALUE_PROBLEMS has their texts). */
export const RULE_PROBLEMS = [
  'belowMin', 'aboveMax', 'notUnique', 'past',
  'less', 'lessOrEqual', 'greater', 'greaterOrEqual', 'before', 'notAfter', 'after', 'notBefore', 'same', 'different',
] as const satisfies readonly ValueProblemKind[];
export type RuleProblemKind = (typeof RULE_PROBLEMS)[number];

/** A broken rule: its problem, the problem's arguments, and the definition's own message key if it has one. */
export interface RuleProblem {
  kind: RuleProblemKind;
  args: Record<string, string | number>;
  messageKey?: string;
}

/** Dates and times are said "before/after", numbers "less/greater". */
const COMPARE_PROBLEMS: Record<'number' | 'moment', Record<CompareOp, RuleProblemKind>> = {
  number: { '<': 'less', '<=': 'lessOrEqual', '>': 'greater', '>=': 'greaterOrEqual', '==': 'same', '!=': 'different' },
  moment: { '<': 'before', '<=': 'notAfter', '>': 'after', '>=': 'notBefore', '==': 'same', '!=': 'different' },
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A value in its comparable form ('YYYY-MM-DD' and 'HH:mm' compare as text), or null when it is none. */
const comparable = (order: FieldOrder, value: unknown): number | string | null => {
  if (isEmpty(value)) return null;
  if (order === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? number : null;
  }
  if (typeof value !== 'string') return null;
  return (order === 'date' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{2}:\d{2}$/).test(value) ? value : null;
};

const holds = (op: CompareOp, left: number | string, right: number | string): boolean => {
  switch (op) {
    case '<': return left < right;
    case '<=': return left <= right;
    case '>': return left > right;
    case '>=': return left >= right;
    case '==': return left === right;
    case '!=': return left !== right;
  }
};

/** What a rule is checked against beside the value: the record as it will be, and where and when. */
export interface RuleContext {
  /** The record's values by field name (the other side of a `compare`, the `when` of `notPast`). */
  values: Readonly<Record<string, unknown>>;
  /** The schema's fields by name. */
  fields: ReadonlyMap<string, FieldDefinition>;
  /** A field's label as the user sees it (for %{other}). */
  labelOf: (field: FieldDefinition) => string;
  creating: boolean;
  /** 'YYYY-MM-DD' in the business time zone (businessDate). */
  today: string;
}

const problemOf = (rule: FieldRule, kind: RuleProblemKind, args: Record<string, string | number> = {}): RuleProblem =>
  rule.message === undefined ? { kind, args } : { kind, args, messageKey: rule.message };

/**
 * The problem of one rule with this value, or null when it holds. An empty value breaks no rule (`required` says
 * that); a value the widget refuses is the widget check's problem; a comparison with an empty or hidden field holds.
 */
export const ruleProblem = (field: FieldDefinition, rule: FieldRule, value: unknown, context: RuleContext): RuleProblem | null => {
  const order = orderOf(field);
  if (rule.min !== undefined || rule.max !== undefined) {
    const number = order === 'number' ? comparable('number', value) : null;
    if (number === null || typeof number !== 'number') return null;
    if (rule.min !== undefined && number < rule.min) return problemOf(rule, 'belowMin', { min: rule.min });
    if (rule.max !== undefined && number > rule.max) return problemOf(rule, 'aboveMax', { max: rule.max });
    return null;
  }
  if (rule.compare !== undefined) {
    const other = context.fields.get(rule.compare.field);
    if (order === null || other === undefined || orderOf(other) !== order) return null;
    const left = comparable(order, value);
    const right = comparable(order, context.values[rule.compare.field]);
    if (left === null || right === null || holds(rule.compare.op, left, right)) return null;
    const kind = COMPARE_PROBLEMS[order === 'number' ? 'number' : 'moment'][rule.compare.op];
    // The other field's name too: the app says its label in the screen's language (serverFieldErrors).
    return problemOf(rule, kind, { other: context.labelOf(other), otherField: rule.compare.field });
  }
  if (rule.notPast !== undefined) {
    const { when, on } = rule.notPast;
    if (on === 'create' && !context.creating) return null;
    if (when !== undefined && context.values[when.field] !== when.equals) return null;
    const date = comparable('date', value);
    return date !== null && date < context.today ? problemOf(rule, 'past') : null;
  }
  return null;
};

/** Every broken rule of a field but `unique`, first one first. */
export const fieldRuleProblems = (field: FieldDefinition, value: unknown, context: RuleContext): RuleProblem[] =>
  (field.rules ?? []).flatMap((rule) => {
    const problem = ruleProblem(field, rule, value, context);
    return problem ? [problem] : [];
  });
