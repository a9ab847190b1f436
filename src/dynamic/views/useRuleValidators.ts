import { useMemo } from 'react';
import { type Validator, useTranslate } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { fieldRuleProblems } from '../../core/fieldRules';
import { businessDate } from '../../core/formatDate';
import { labelOf } from './widgetProps';

/**
 * The field's declarative rules as react-admin validators, checked as the server checks them (src/core/fieldRules):
 * the message shows under the field in the screen's language. A rule's own `message` key falls back to the rule's
 * text when the catalogues lack it. A record without an id is being created (`on: 'create'`). `unique` needs the
 * other records: the server refuses it, and the refused save names the field.
 */
export const useRuleValidators = (page: PageDefinition, field: FieldDefinition): Validator[] => {
  const translate = useTranslate();
  return useMemo(() => {
    if (!field.rules?.some((rule) => rule.unique !== true)) return [];
    const fields = new Map(page.schema.map((candidate) => [candidate.field, candidate]));
    const label = labelOf(field);
    const validator: Validator = (value: unknown, values: Record<string, unknown> = {}) => {
      const creating = values.id === undefined || values.id === null || values.id === '';
      const context = { values, fields, labelOf, creating, today: businessDate(new Date()) };
      const [problem] = fieldRuleProblems(field, value, context);
      if (!problem) return undefined;
      const args = { ...Object.fromEntries(Object.entries(problem.args).map(([name, arg]) => [name, String(arg)])), field: label };
      const own = `app.records.problems.${problem.kind}`;
      return problem.messageKey === undefined ? { message: own, args } : { message: problem.messageKey, args: { ...args, _: translate(own, args) } };
    };
    return [validator];
  }, [page, field, translate]);
};
