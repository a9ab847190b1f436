import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import type { DefinitionIssue } from '../../api/pageDefinition';
import { useIssueText } from './useIssueText';

interface IssueGroupProps {
  title: string;
  issues: readonly DefinitionIssue[];
  severity: 'error' | 'warning';
  onPick: (path: string) => void;
}

/** One list of problems, each with its path as a link that moves the focus to what is wrong. */
const IssueGroup = ({ title, issues, severity, onPick }: IssueGroupProps) => {
  const translate = useTranslate();
  const textOf = useIssueText();
  if (issues.length === 0) return null;
  return (
    <Alert severity={severity} sx={{ mt: 1 }}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue, index) => {
          const path = issue.path || translate('app.pageEditor.problems.whole');
          return (
            <li key={`${issue.path}#${index}`}>
              <Link
                component="button"
                type="button"
                onClick={() => onPick(issue.path)}
                aria-label={translate('app.pageEditor.problems.goTo', { path, message: textOf(issue) })}
                sx={{ fontFamily: 'monospace', verticalAlign: 'baseline' }}
              >
                {path}
              </Link>
              : {textOf(issue)}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
};

interface IssueListProps {
  errors: readonly DefinitionIssue[];
  warnings: readonly DefinitionIssue[];
  /** What the server refused on the last save or rollback (it may know more: resources taken by other pages). */
  server: readonly DefinitionIssue[];
  onPick: (path: string) => void;
}

/** The problems of the draft by path: the checks the app runs on load, and the server's refusal. Announced politely. */
export const IssueList = ({ errors, warnings, server, onPick }: IssueListProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="page-editor-problems-title">
      <Box component="h3" id="page-editor-problems-title" sx={{ typography: 'subtitle1', m: 0 }}>
        {translate('app.pageEditor.problems.title')}
      </Box>
      <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {errors.length + warnings.length + server.length === 0
          ? translate('app.pageEditor.problems.none')
          : translate('app.pageEditor.problems.summary', { errors: errors.length + server.length, warnings: warnings.length })}
      </Box>
      <IssueGroup title={translate('app.pageEditor.problems.server')} issues={server} severity="error" onPick={onPick} />
      <IssueGroup title={translate('app.pageEditor.problems.errors')} issues={errors} severity="error" onPick={onPick} />
      <IssueGroup title={translate('app.pageEditor.problems.warnings')} issues={warnings} severity="warning" onPick={onPick} />
    </Box>
  );
};
