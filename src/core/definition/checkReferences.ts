import type { PageDefinition } from '../../api/pageDefinition';
import { ACTIONS, ALWAYS_ALLOWED } from '../../api/permissions';
import { checkButtons } from './checkButtons';
import { checkFields } from './checkFields';
import { checkRules } from './checkRules';
import { type DefinitionContext, contextOf } from './context';
import { IssueCollector, type ReferenceReport, quoted } from './issues';

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(Object.values(ACTIONS));

function checkApis({ definition, apis }: DefinitionContext, issues: IssueCollector): void {
  const firstAt = new Map<string, number>();
  definition.apis.forEach(({ name }, index) => {
    const first = firstAt.get(name);
    if (first !== undefined) issues.error(`apis[${index}].name`, `the api name ${quoted(name)} is used twice (first at apis[${first}])`);
    else firstAt.set(name, index);
  });
  for (const key of ['read', 'api'] as const) {
    const name = definition[key];
    if (name !== undefined && !apis.has(name)) issues.error(key, `no api named ${quoted(name)} in apis`);
  }
  // The mock-up shows what the read action answers: without one it would have nothing to show.
  if (definition.view === 'voucherPreview' && definition.read === undefined) {
    issues.error('view', 'a voucherPreview page needs a read action: name its read api in "read"');
  }
}

function checkList({ definition, fields }: DefinitionContext, issues: IssueCollector): void {
  const { list } = definition;
  if (list === undefined) return;
  if (definition.resource === undefined) issues.warn('list', 'list settings are used only by a page with a resource');
  for (const key of ['columns', 'filters'] as const) {
    list[key]?.forEach((name, index) => {
      if (!fields.has(name)) issues.error(`list.${key}[${index}]`, `${quoted(name)} names no field of the schema`);
    });
  }
  if (list.sort !== undefined && !fields.has(list.sort.field)) {
    issues.error('list.sort.field', `${quoted(list.sort.field)} names no field of the schema`);
  }
}

function checkPage({ definition }: DefinitionContext, issues: IssueCollector): void {
  const codes = new Set<string>();
  definition.languages.forEach(({ code }, index) => {
    if (codes.has(code)) issues.error(`languages[${index}].code`, `the language ${quoted(code)} is listed twice`);
    codes.add(code);
  });
  // Refused, not only flagged: such a page would open to every role, tenants' employees and API users included.
  if ((ALWAYS_ALLOWED as readonly string[]).includes(definition.action)) {
    issues.error(
      'action',
      `${quoted(definition.action)} is allowed to every signed-in user: merchants, employees and API users would see this page too; `
        + `give it an action only the intended roles carry (such as "${ACTIONS.manageRecords}")`,
    );
  } else if (!KNOWN_ACTIONS.has(definition.action)) {
    issues.warn('action', `no role carries the action ${quoted(definition.action)} (src/api/permissions.ts): only a role given it can open the page`);
  }
}

/**
 * Checks the references inside a definition that passed the schema: api names exist, `#field#` and `@param@`
 * name fields and query parameters, expressions parse, list settings name fields, each widget and button has
 * what it needs, each field's rules fit it. Errors make the definition unusable; warnings are shown but let it load.
 */
export function checkReferences(definition: PageDefinition): ReferenceReport {
  const issues = new IssueCollector();
  const context = contextOf(definition);
  checkPage(context, issues);
  checkApis(context, issues);
  checkFields(context, issues);
  checkRules(context, issues);
  checkButtons(context, issues);
  checkList(context, issues);
  return { errors: issues.errors, warnings: issues.warnings };
}
