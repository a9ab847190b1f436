import LinearProgress from '@mui/material/LinearProgress';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { Fact, RowEntries } from '../../ui/lists/RowEntries';
import { FieldValue } from './FieldValue';
import { listColumns } from './listColumns';
import { RowActions } from './RowActions';
import { labelOf } from './widgetProps';

/** Cells that are controls or markup of their own (image previews, rich text): an entry that is one link cannot hold them. */
const INTERACTIVE: ReadonlySet<string> = new Set(['Image', 'ArrayImage', 'Upload', 'RichText', 'CkEditorSchema']);

export interface PageSimpleListProps {
  page: PageDefinition;
  linkOf: (id: string | number) => string;
  showOf?: (id: string | number) => string;
  deletable: boolean;
}

/**
 * A page's list on a phone (under 600 px): one entry a record (the portal's RowEntries) instead of a table that
 * scrolls sideways. The first column names the entry, the others follow as "label: value" lines; the entry is a link
 * to the record, and the row's own buttons (the definition's, open, delete) sit under it.
 */
export const PageSimpleList = ({ page, linkOf, showOf, deletable }: PageSimpleListProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<RaRecord>();
  const [first, ...rest] = listColumns(page).filter((field) => !INTERACTIVE.has(field.widget));
  const actions = deletable || Boolean(showOf) || page.buttons.some((button) => button.mode?.includes('row'));
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return (
    <RowEntries
      rows={data ?? []}
      entry={(record) => ({
        primary: first ? <FieldValue field={first} record={record} page={page} /> : String(record.id),
        secondary: rest.map((field) => (
          <Fact label={labelOf(field)}>
            <FieldValue field={field} record={record} page={page} />
          </Fact>
        )),
        to: linkOf(record.id),
        actions: actions ? <RowActions page={page} showOf={showOf} deletable={deletable} /> : undefined,
      })}
    />
  );
};
