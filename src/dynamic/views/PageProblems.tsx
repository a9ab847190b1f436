import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';
import type { DefinitionIssue } from '../../api/pageDefinition';

/** At most this many errors are listed; the page editor shows them all. */
const SHOWN = 10;

/** Why a page cannot be shown: its definition's errors, each with its path (for the staff who maintain it). */
export const PageProblems = ({ errors }: { errors: readonly DefinitionIssue[] }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <AlertTitle>{translate('app.pages.invalidDefinition')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.slice(0, SHOWN).map((error, index) => (
          <li key={index}>
            <code>{error.path || '(page)'}</code>: {error.message}
          </li>
        ))}
        {errors.length > SHOWN ? <li>…</li> : null}
      </ul>
    </Alert>
  );
};
