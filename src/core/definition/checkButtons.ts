import type { ButtonDefinition } from '../../api/pageDefinition';
import { CONFIRM_SYNTAX, URL_SYNTAX, fillUrlTemplate, findPlaceholders } from '../templates';
import type { DefinitionContext } from './context';
import { type IssueCollector, quoted } from './issues';

function checkPlaceholders(template: string, path: string, isUrl: boolean, context: DefinitionContext, issues: IssueCollector): void {
  for (const placeholder of findPlaceholders(template, isUrl ? URL_SYNTAX : CONFIRM_SYNTAX)) {
    if (placeholder.kind === 'field' && !context.fields.has(placeholder.name)) {
      issues.error(path, `#${placeholder.name}# names no field of the schema`);
    } else if (placeholder.kind === 'param' && !context.queryParams.has(placeholder.name)) {
      issues.error(path, `@${placeholder.name}@ is not a query parameter (${[...context.queryParams].join(', ')})`);
    }
  }
}

/** Fills the url with a stand-in value everywhere: what the template itself says must be followable. */
function checkUrlTarget(button: ButtonDefinition, url: string, path: string, issues: IssueCollector): void {
  const probe = Object.fromEntries(findPlaceholders(url).map((placeholder) => [placeholder.kind === 'id' ? 'id' : placeholder.name, 'x']));
  const result = fillUrlTemplate(url, { record: probe, query: probe, id: 1 });
  if (!result.ok) {
    issues.error(path, `the url would never be followed: ${result.reason}`);
  } else if (button.action === 'url' && !result.url.startsWith('#/') && !/^https:\/\//i.test(result.url)) {
    // A report may download a path of this site; a url button follows only these (src/dynamic/actions/urlTarget.ts).
    issues.warn(path, 'a url button opens only routes of the app (#/…) and https:// addresses: this one is refused when pressed');
  } else if (button.embedUrl === true && !result.url.startsWith('#/')) {
    issues.warn(path, 'embedUrl opens only routes of the app (#/…) in the form modal; this url is followed instead');
  }
}

/** What each action needs, api names, and the placeholders of confirm texts and urls. */
export function checkButtons(context: DefinitionContext, issues: IssueCollector): void {
  context.definition.buttons.forEach((button, index) => {
    const at = `buttons[${index}]`;
    if (button.api !== undefined && !context.apis.has(button.api)) issues.error(`${at}.api`, `no api named ${quoted(button.api)} in apis`);
    if (button.action === 'api' && button.api === undefined) issues.error(`${at}.api`, 'an api button needs an api');
    if (button.action === 'url' && button.url === undefined) issues.error(`${at}.url`, 'a url button needs a url');
    if (button.action === 'report' && button.url === undefined && button.api === undefined) {
      issues.error(`${at}.url`, 'a report button needs a url or an api');
    }
    if (button.action === 'formModal' && button.pageId === undefined) {
      issues.error(`${at}.pageId`, 'a formModal button needs the pageId of the form it opens');
    }
    button.requires?.forEach(({ field }, index2) => {
      if (!context.fields.has(field)) issues.error(`${at}.requires[${index2}].field`, `${quoted(field)} names no field of the schema`);
    });
    if (button.confirm !== undefined) checkPlaceholders(button.confirm, `${at}.confirm`, false, context, issues);
    if (button.url !== undefined) {
      checkPlaceholders(button.url, `${at}.url`, true, context, issues);
      checkUrlTarget(button, button.url, `${at}.url`, issues);
    }
  });
}
