import Box from '@mui/material/Box';
import { type RaRecord, SimpleList } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { FieldValue } from './FieldValue';
import { listColumns } from './listColumns';
import { labelOf } from './widgetProps';

/** Cells that are controls or markup of their own (image previews, rich text): a row that is one link cannot hold them. */
const INTERACTIVE: ReadonlySet<string> = new Set(['Image', 'ArrayImage', 'Upload', 'RichText', 'CkEditorSchema']);

const Detail = ({ field, record, page }: { field: FieldDefinition; record: RaRecord; page: PageDefinition }) => (
  <Box component="span" sx={{ display: 'block' }}>
    {labelOf(field)}: <FieldValue field={field} record={record} page={page} />
  </Box>
);

/**
 * A page's list on a phone (under 600 px): one entry a record instead of a table that scrolls sideways. The
 * first column names the entry, the others follow as "label: value" lines; the whole entry opens the record.
 */
export const PageSimpleList = ({ page, linkOf }: { page: PageDefinition; linkOf: (id: string | number) => string }) => {
  const [first, ...rest] = listColumns(page).filter((field) => !INTERACTIVE.has(field.widget));
  return (
    <SimpleList
      primaryText={(record: RaRecord) => (first ? <FieldValue field={first} record={record} page={page} /> : String(record.id))}
      secondaryText={(record: RaRecord) => (
        <>
          {rest.map((field) => (
            <Detail key={field.field} field={field} record={record} page={page} />
          ))}
        </>
      )}
      rowClick={(id) => linkOf(id)}
    />
  );
};
