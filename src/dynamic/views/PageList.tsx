import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { BulkActionsToolbar, CreateButton, DataTable, Link, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { PageButtons } from '../actions';
import type { ListView } from '../actions/types';
import { listQueryOf } from '../dataProvider';
import { apiForType, resourceOf } from '../pages';
import { BulkDeleteRecordsButton } from './BulkDeleteRecordsButton';
import { FieldValue } from './FieldValue';
import { listColumns } from './listColumns';
import { PageListEmpty } from './PageListEmpty';
import { PageSimpleList } from './PageSimpleList';
import { RowActions } from './RowActions';
import { SelectPageBox, SelectRowBox } from './SelectRowsColumn';
import { useListFilters } from './listFilters';
import { labelOf } from './widgetProps';

/** Columns the record store can sort on: plain values, not lists, maps, images or rich text. */
const SORTABLE: ReadonlySet<string> = new Set(['Text', 'Enum', 'Date', 'Time', 'Checkbox', 'TextArea', 'SingleModel']);
const sortable = (field: FieldDefinition) => SORTABLE.has(field.widget) && !field.isMutilLanguage;

const ListActions = ({ page, createPath }: { page: PageDefinition; createPath: string | null }) => {
  const { filterValues, sort, refetch } = useListContext();
  // An export writes what the list shows: its filters and sort as the list call sends them, its columns.
  const listView = (): ListView => {
    const query = listQueryOf(page, { filter: filterValues, sort });
    return { queryInput: query.filters, sort: query.sort, columns: listColumns(page).map((field) => field.field) };
  };
  // List-mode buttons read the current filters as their record (`#field#` of a report url).
  const host = {
    page, mode: 'list' as const, record: filterValues, query: new URLSearchParams({ page: String(page.id) }), form: null,
    current: () => filterValues, onDone: () => void refetch(), listView,
  };
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {createPath ? <CreateButton to={createPath} /> : null}
      {page.buttons.some((button) => button.mode?.includes('list')) ? <PageButtons host={host} /> : null}
    </TopToolbar>
  );
};

export interface PageListProps {
  page: PageDefinition;
  /** Where a row leads. */
  linkOf: (id: string | number) => string;
  /** The record's show screen, when a row click leads elsewhere (its edit screen): a button of the row opens it. */
  showOf?: (id: string | number) => string;
  createPath: string | null;
  /** False on /list?page, whose `page` query parameter is not react-admin's. */
  syncWithLocation?: boolean;
}

/** A page's list (react-admin List + DataTable): its columns, filters and sort; 10 rows a page. */
export const PageList = ({ page, linkOf, showOf, createPath, syncWithLocation = true }: PageListProps) => {
  const translate = useTranslate();
  // A delete api is the definition's consent to delete: on each row and, for the ticked rows, in bulk.
  const deletable = Boolean(apiForType(page, 'delete'));
  const filters = useListFilters(page);
  const sort = page.list?.sort ?? { field: 'id', order: 'DESC' as const };
  // On a phone, one entry a record (a table would scroll sideways); the toolbar's create and export stay above.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List
      resource={resourceOf(page)}
      title={page.name}
      filters={filters.length ? filters : undefined}
      sort={sort}
      perPage={10}
      exporter={false}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={syncWithLocation ? undefined : false}
      actions={<ListActions page={page} createPath={createPath} />}
      empty={<PageListEmpty name={page.name} createPath={createPath} />}
    >
      {/* On a phone, entries; otherwise a table with our own tick-box column (react-admin's names the box's span, not
          its input: axe refuses it) and its toolbar. */}
      {phone ? (
        <PageSimpleList page={page} linkOf={linkOf} showOf={showOf} deletable={deletable} />
      ) : (
      <DataTable
        rowClick={(id) => linkOf(id)}
        bulkActionButtons={false}
        bulkActionsToolbar={deletable ? <BulkActionsToolbar selectAllButton={false}><BulkDeleteRecordsButton page={page} /></BulkActionsToolbar> : undefined}
      >
        {deletable ? (
          <DataTable.Col label={<SelectPageBox />} disableSort padding="checkbox" render={() => <SelectRowBox page={page} />} />
        ) : null}
        {listColumns(page).map((field, index) => (
          <DataTable.Col
            key={field.field}
            source={field.field}
            label={labelOf(field)}
            disableSort={!sortable(field)}
            render={(record) =>
              // A row opens by a click anywhere on it; by keyboard, through the link of its first cell.
              index === 0 ? (
                <Link to={linkOf(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                  <FieldValue field={field} record={record} page={page} />
                </Link>
              ) : (
                <FieldValue field={field} record={record} page={page} />
              )
            }
          />
        ))}
        {deletable || showOf ? (
          <DataTable.Col
            label={translate('app.pages.rowActions')}
            disableSort
            render={() => <RowActions page={page} showOf={showOf} deletable={deletable} />}
          />
        ) : null}
      </DataTable>
      )}
    </List>
  );
};
