import {
  type FieldDefinition, MODEL_WIDGETS, MULTI_LANGUAGE_WIDGETS, OPTION_WIDGETS, TABLE_WIDGETS, isKnownWidget, isTableColumn,
} from '../../api/pageDefinition';
import { compileHideExpression } from '../expression';
import type { DefinitionContext } from './context';
import { type IssueCollector, quoted } from './issues';
import { DEFINITION_MESSAGES, invalidTypeText, missingModelSelectField } from './messages';

function checkItems(field: FieldDefinition, at: string, issues: IssueCollector): void {
  const items = field.items ?? [];
  const isTable = TABLE_WIDGETS.has(field.widget);
  if (!isTable && !OPTION_WIDGETS.has(field.widget)) return;
  if (items.length === 0) {
    // SelectMutilple may take its options from a model instead.
    if (isTable) issues.error(`${at}.items`, `a ${field.widget} needs column items ({field, title, dataType})`);
    else if (field.widget === 'Enum') issues.error(`${at}.items`, 'an Enum needs items ({key, value})');
    return;
  }
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const path = `${at}.items[${index}]`;
    if (isTableColumn(item) !== isTable) {
      issues.error(path, isTable ? 'must be a column {field, title, dataType}' : 'must be an option {key, value}');
      return;
    }
    const key = isTableColumn(item) ? item.field : String(item.key);
    if (seen.has(key)) issues.error(`${path}.${isTableColumn(item) ? 'field' : 'key'}`, `${quoted(key)} is used twice`);
    seen.add(key);
  });
}

function checkHideExpression(source: string, at: string, context: DefinitionContext, issues: IssueCollector): void {
  const compiled = compileHideExpression(source);
  if (!compiled.ok) {
    issues.error(`${at}.hideExpression`, `the expression does not parse: ${compiled.error}`);
    return;
  }
  for (const name of compiled.names) {
    if (!context.fields.has(name)) issues.warn(`${at}.hideExpression`, `reads ${quoted(name)}, which names no field`);
  }
}

/** Field names unique, widgets known, api names and model pickers complete, items fit the widget, expressions parse. */
export function checkFields(context: DefinitionContext, issues: IssueCollector): void {
  const firstAt = new Map<string, number>();
  context.definition.schema.forEach((field, index) => {
    const at = `schema[${index}]`;
    const first = firstAt.get(field.field);
    if (first !== undefined) issues.error(`${at}.field`, `the field ${quoted(field.field)} is defined twice (first at schema[${first}])`);
    else firstAt.set(field.field, index);

    if (!isKnownWidget(field.widget)) {
      issues.warn(`${at}.widget`, `unknown widget ${quoted(field.widget)}: the form shows '${invalidTypeText(field.widget)}'`, DEFINITION_MESSAGES.invalidType.key);
    }
    // The record store keeps such a field as a map of languages: any other widget's form could never be saved.
    if (field.isMutilLanguage === true && isKnownWidget(field.widget) && !MULTI_LANGUAGE_WIDGETS.has(field.widget)) {
      issues.error(`${at}.isMutilLanguage`, `the widget ${quoted(field.widget)} holds one value, not one per language: only Text, TextArea, TabsLanguage, RichText and CkEditorSchema do`);
    }
    // With a pageId, the api belongs to that page's definition, which is checked on its own.
    if (field.api !== undefined && field.pageId === undefined && !context.apis.has(field.api)) {
      issues.error(`${at}.api`, `no api named ${quoted(field.api)} in apis`);
    }
    if (MODEL_WIDGETS.has(field.widget)) {
      if (field.modelSelectField === undefined || field.modelSelectField.trim() === '') {
        const { key, text } = missingModelSelectField(field.widget);
        issues.error(`${at}.modelSelectField`, text, key);
      }
      if (field.api === undefined && field.pageId === undefined && !(field.widget === 'SelectMutilple' && field.items?.length)) {
        issues.warn(`${at}.api`, `a ${field.widget} needs an api (or the pageId of a page that has it) to load its records`);
      }
    }
    checkItems(field, at, issues);
    if (field.hideExpression !== undefined) checkHideExpression(field.hideExpression, at, context, issues);
  });
}
