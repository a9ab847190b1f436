import { useTranslate } from 'react-admin';
import type { DefinitionIssue } from '../../api/pageDefinition';

/**
 * A problem of a definition in the screen's language: its key translated with its values (the expected JSON types
 * named in words), else the checker's own English text (the references' messages are for integrators).
 */
export const useIssueText = (): ((issue: DefinitionIssue) => string) => {
  const translate = useTranslate();
  return (issue) => {
    if (issue.key === undefined) return issue.message;
    const args: Record<string, string | number> = { ...issue.args };
    if (typeof args.expected === 'string') {
      args.expected = args.expected
        .split(' or ')
        .map((type) => translate(`app.pageEditor.issues.types.${type}`, { _: type }))
        .join(` ${translate('app.pageEditor.issues.or')} `);
    }
    if (issue.key === 'app.pageEditor.issues.missingLanguage') {
      for (const name of ['language', 'other'] as const) args[name] = translate(`app.pageEditor.languages.${String(args[name])}`, { _: String(args[name]) });
    }
    return translate(issue.key, { ...args, _: issue.message });
  };
};
