import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link, type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { RecordDeleteButton } from './RecordDeleteButton';
import { RowButtons } from './RowButtons';
import { useRecordName } from './useRecordName';

/** A list row's own buttons: the definition's `row` buttons, open its show screen (when a click on the row edits it), delete it. */
export const RowActions = ({ page, showOf, deletable }: { page: PageDefinition; showOf?: (id: string | number) => string; deletable: boolean }) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const name = useRecordName(page, record);
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <RowButtons page={page} record={record} />
      {showOf ? (
        <IconButton
          component={Link}
          to={showOf(record.id)}
          size="small"
          aria-label={translate('app.pages.openRecord', { name })}
          title={translate('app.pages.openRecord', { name })}
          // The row's own click would open the edit screen instead.
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ) : null}
      {deletable ? <RecordDeleteButton page={page} /> : null}
    </Stack>
  );
};
