import type { FieldDefinition } from '../../api/pageDefinition';
import { orderOf, ruleFits, ruleKindOf } from '../fieldRules';
import type { DefinitionContext } from './context';
import { type IssueCollector, quoted } from './issues';

/** What each kind of rule needs of its widget, said when a rule does not fit it. */
const FITS: Record<string, string> = {
  min: 'a number (Text with type "number")',
  max: 'a number (Text with type "number")',
  compare: 'a number, a Date or a Time',
  notPast: 'a Date',
  unique: 'one plain value (Text, Date, Time or Enum; not multi-language or hidden)',
};

/**
 * The fields' rules make sense: each fits its widget, a comparison names another field of the same order, a
 * `when` names a field, and `min` is not above `max`. A rule that could never hold (or never be checked) is an
 * error: the form and the server would refuse every save, or silently check nothing.
 */
export function checkRules(context: DefinitionContext, issues: IssueCollector): void {
  const byName = new Map<string, FieldDefinition>(context.definition.schema.map((field) => [field.field, field]));
  context.definition.schema.forEach((field, index) => {
    const rules = field.rules ?? [];
    let min: { value: number; at: string } | undefined;
    let max: { value: number; at: string } | undefined;
    rules.forEach((rule, ruleIndex) => {
      const at = `schema[${index}].rules[${ruleIndex}]`;
      const kind = ruleKindOf(rule);
      if (!ruleFits(kind, field)) {
        issues.error(at, `a ${kind} rule does not fit the ${field.widget} widget of ${quoted(field.field)}: it needs ${FITS[kind]}`);
        return;
      }
      if (rule.min !== undefined) min = { value: rule.min, at: `${at}.min` };
      if (rule.max !== undefined) max = { value: rule.max, at: `${at}.max` };
      if (rule.compare !== undefined) {
        const other = byName.get(rule.compare.field);
        const path = `${at}.compare.field`;
        if (rule.compare.field === field.field) issues.error(path, 'a field cannot be compared with itself');
        else if (other === undefined) issues.error(path, `${quoted(rule.compare.field)} names no field of the schema`);
        else if (orderOf(other) !== orderOf(field)) {
          issues.error(path, `${quoted(field.field)} (${orderOf(field)}) cannot be compared with ${quoted(other.field)} (${orderOf(other) ?? other.widget})`);
        }
      }
      const when = rule.notPast?.when;
      if (when !== undefined && !byName.has(when.field)) {
        issues.error(`${at}.notPast.when.field`, `${quoted(when.field)} names no field of the schema`);
      }
    });
    if (min !== undefined && max !== undefined && min.value > max.value) {
      issues.error(max.at, `max ${max.value} is below min ${min.value}: no value could be saved`);
    }
  });
}
