import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { RefusedField } from './types';

/**
 * Beside the buttons, after the server refused a save: each field it named, with its error (the same text the
 * field shows), as a link that moves the focus to the field. An alert, so that a screen reader says it at once.
 */
export const SaveRefused = ({ fields, onFocus }: { fields: readonly RefusedField[]; onFocus: (field: string) => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Alert severity="error" role="alert" aria-labelledby={titleId} sx={{ mt: 1 }}>
      <AlertTitle id={titleId}>{translate('app.pages.saveRefused', { smart_count: fields.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {fields.map(({ field, error }) => (
          <li key={field}>
            <Link component="button" type="button" variant="body2" color="inherit" onClick={() => onFocus(field)} sx={{ textAlign: 'left' }}>
              {translate(error.message, { ...error.args, _: error.message })}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
};
