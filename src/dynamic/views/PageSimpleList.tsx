import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { FieldValue } from './FieldValue';
import { listColumns } from './listColumns';
import { RowActions } from './RowActions';
import { labelOf } from './widgetProps';

/** Cells that are controls or markup of their own (image previews, rich text): an entry that is one link cannot hold them. */
const INTERACTIVE: ReadonlySet<string> = new Set(['Image', 'ArrayImage', 'Upload', 'RichText', 'CkEditorSchema']);

const Detail = ({ field, record, page }: { field: FieldDefinition; record: RaRecord; page: PageDefinition }) => (
  <Box component="span" sx={{ display: 'block' }}>
    {labelOf(field)}: <FieldValue field={field} record={record} page={page} />
  </Box>
);

export interface PageSimpleListProps {
  page: PageDefinition;
  linkOf: (id: string | number) => string;
  showOf?: (id: string | number) => string;
  deletable: boolean;
}

/**
 * A page's list on a phone (under 600 px): one entry a record instead of a table that scrolls sideways. The
 * first column names the entry, the others follow as "label: value" lines; the entry is a link to the record, and
 * the row's own buttons (the definition's, open, delete) sit under it rather than inside it (no button in a link).
 */
export const PageSimpleList = ({ page, linkOf, showOf, deletable }: PageSimpleListProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<RaRecord>();
  const [first, ...rest] = listColumns(page).filter((field) => !INTERACTIVE.has(field.widget));
  const actions = deletable || Boolean(showOf) || page.buttons.some((button) => button.mode?.includes('row'));
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return (
    <List disablePadding>
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          {/* The buttons go under the entry: beside it, three of them would squeeze a 320 px screen's text away. */}
          <ListItem divider disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <ListItemButton component={Link} to={linkOf(record.id)}>
              <ListItemText
                primary={first ? <FieldValue field={first} record={record} page={page} /> : String(record.id)}
                secondary={rest.map((field) => <Detail key={field.field} field={field} record={record} page={page} />)}
                secondaryTypographyProps={{ component: 'div' }}
              />
            </ListItemButton>
            {actions ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
                <RowActions page={page} showOf={showOf} deletable={deletable} />
              </Box>
            ) : null}
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
