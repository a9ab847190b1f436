import Checkbox from '@mui/material/Checkbox';
import type { MouseEvent } from 'react';
import { type RaRecord, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { GroupCheckbox } from '../../ui/GroupCheckbox';
import { useRecordName } from './useRecordName';

// react-admin's own tick boxes put their name on the box's span, not on the input (axe: label, aria-prohibited-attr):
// these carry it on the input, and name the row they tick.

const stop = (event: MouseEvent) => event.stopPropagation();

/** The header's tick box: every row of this page, or none. */
export const SelectPageBox = () => {
  const { data = [], selectedIds, onSelect } = useListContext<RaRecord>();
  const translate = useTranslate();
  const pageIds = data.map((row) => row.id);
  const ticked = pageIds.filter((id) => selectedIds.includes(id)).length;
  return (
    <GroupCheckbox
      size="small"
      all={pageIds.length > 0 && ticked === pageIds.length}
      some={ticked > 0}
      label={translate('app.pages.selectPage')}
      disabled={pageIds.length === 0}
      onClick={stop}
      onChange={(event) =>
        onSelect(event.target.checked ? [...new Set([...selectedIds, ...pageIds])] : selectedIds.filter((id) => !pageIds.includes(id)))
      }
    />
  );
};

/** A row's tick box, named after the record ('Select row An Nguyễn'); its click does not open the row. */
export const SelectRowBox = ({ page }: { page: PageDefinition }) => {
  const record = useRecordContext<RaRecord>();
  const { selectedIds, onToggleItem } = useListContext<RaRecord>();
  const translate = useTranslate();
  const name = useRecordName(page, record);
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('app.pages.selectRow', { name }) } }}
    />
  );
};
