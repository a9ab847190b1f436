import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Mode, PageDefinition } from '../../api/pageDefinition';
import { type DoneOutcome, PageButtons } from '../actions';
import { compileHideExpression } from '../../core/expression';
import { FieldValue } from './FieldValue';
import type { Values } from './formValues';
import { isSecret } from './listColumns';
import { labelOf } from './widgetProps';

/** A record read-only (show mode): each field with its label, as hideExpression leaves them, then the buttons. */
export const RecordView = ({ page, mode, record, query, onDone }: { page: PageDefinition; mode: Mode; record: Values; query: URLSearchParams; onDone: (outcome: DoneOutcome) => void }) => {
  const fields = page.schema.filter((field) => {
    if (isSecret(field) || field.hideExpression === undefined) return !isSecret(field);
    const expression = compileHideExpression(field.hideExpression);
    return !(expression.ok && expression.isHidden(record));
  });
  const host = { page, mode, record, query, form: null, onDone, current: () => record };
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'minmax(120px, max-content) 1fr' }, columnGap: 3, rowGap: 1.5, my: 1 }}>
        {fields.map((field) => (
          <Box key={field.field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {labelOf(field)}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <FieldValue field={field} record={record} page={page} />
            </Typography>
          </Box>
        ))}
      </Box>
      <PageButtons host={host} />
    </>
  );
};
