import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { cellText, searchColumnOf, selectOf, type ModelColumn } from './modelColumns';
import type { RecordSort } from '../../../api/records';
import { DEFAULT_SORT, PICKER_PAGE_SIZE, sameId, searchFilter, type ModelApi, type ModelId, type ModelRow } from './modelApi';
import { useModelPage, useModelRows } from './useModelData';
import { useDebounced } from '../../../hooks/useDebounced';

export type PickerMode = 'select' | 'view';

export interface PickerDialogProps extends ModelApi {
  open: boolean;
  /** 'select': checkboxes over the whole list; 'view': only the chosen ids, no checkboxes (spec §4). */
  mode: PickerMode;
  title: string;
  columns: readonly ModelColumn[];
  /** Several ids may be chosen; otherwise choosing one replaces the other. */
  multiple: boolean;
  chosen: readonly ModelId[];
  onClose: () => void;
  /** Select mode: the chosen ids and the rows of this session's choices (for their names). */
  onApply?: (ids: ModelId[], rows: ModelRow[]) => void;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** The picker dialog of the model widgets: search, a page of 10 rows, sorting by column, choose or view. */
export const PickerDialog = (props: PickerDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.mode === 'view' ? <ViewBody {...props} /> : <SelectBody {...props} />}
    </Dialog>
  );
};

const rowIdOf = (row: ModelRow): ModelId | undefined =>
  typeof row.id === 'number' || (typeof row.id === 'string' && row.id !== '') ? row.id : undefined;

const SelectBody = ({ apiUrl, method, columns, multiple, chosen, onClose, onApply }: PickerDialogProps) => {
  const translate = useTranslate();
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<RecordSort>(DEFAULT_SORT);
  const [pageState, setPageState] = useState({ page: 0, search: '' });
  const [draft, setDraft] = useState<ModelId[]>([...chosen]);
  const [picked, setPicked] = useState<ModelRow[]>([]);
  const searchColumn = searchColumnOf(columns);
  // A new search starts again at the first page.
  const page = pageState.search === debounced ? pageState.page : 0;
  const query = {
    select: selectOf(columns),
    sort,
    filters: searchFilter(searchColumn?.field, debounced),
    limit: PICKER_PAGE_SIZE,
    skip: page * PICKER_PAGE_SIZE,
  };
  const { loading, data, error, previous } = useModelPage(api, query);

  const toggle = (row: ModelRow) => {
    const id = rowIdOf(row);
    if (id === undefined) return;
    const isChosen = draft.some((one) => sameId(one, id));
    if (isChosen) setDraft(draft.filter((one) => !sameId(one, id)));
    else setDraft(multiple ? [...draft, id] : [id]);
    if (!isChosen) setPicked([...picked, row]);
  };
  const sortBy = (field: string) => {
    const current = sort.length === 1 ? sort[0][field] : undefined;
    setSort([{ [field]: current === 'asc' ? 'desc' : 'asc' }]);
  };
  const rowName = (row: ModelRow) => (searchColumn ? cellText(row, searchColumn.field) : '') || String(row.id ?? '');

  return (
    <>
      <DialogContent dividers>
        <TextField
          label={translate('app.widgets.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          type="search"
          sx={{ mb: 2 }}
          autoFocus
        />
        <RowsTable
          columns={columns}
          rows={data?.rows ?? []}
          loading={loading}
          error={error !== undefined}
          sort={sort}
          onSort={sortBy}
          onRowClick={toggle}
          renderCheckbox={(row) => {
            const id = rowIdOf(row);
            return (
              <Checkbox
                checked={id !== undefined && draft.some((one) => sameId(one, id))}
                onChange={() => toggle(row)}
                // The row toggles on a click too: the checkbox's own click must not reach it.
                onClick={(event) => event.stopPropagation()}
                disabled={id === undefined}
                slotProps={{ input: { 'aria-label': translate('app.widgets.picker.selectRow', { name: rowName(row) }) } }}
              />
            );
          }}
        />
        <Pager count={(data ?? previous)?.count ?? 0} page={page} onPage={(next) => setPageState({ page: next, search: debounced })} />
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1, pl: 2 }} aria-live="polite">
          {translate('app.widgets.picker.chosenCount', { smart_count: draft.length })}
        </Box>
        <Button onClick={onClose}>{translate('app.widgets.picker.close')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply?.(draft, picked.filter((row) => draft.some((id) => row.id !== undefined && sameId(id, row.id))));
            onClose();
          }}
        >
          {translate('app.widgets.picker.apply')}
        </Button>
      </DialogActions>
    </>
  );
};

const ViewBody = ({ apiUrl, method, columns, chosen, onClose }: PickerDialogProps) => {
  const translate = useTranslate();
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const [page, setPage] = useState(0);
  const pageIds = chosen.slice(page * PICKER_PAGE_SIZE, (page + 1) * PICKER_PAGE_SIZE);
  const { loading, data, error } = useModelRows(api, selectOf(columns), pageIds);
  const rows: ModelRow[] = data ? pageIds.map((id) => data.get(String(id)) ?? { id, __missing: true }) : [];
  return (
    <>
      <DialogContent dividers>
        <RowsTable columns={columns} rows={rows} loading={loading} error={error !== undefined} />
        <Pager count={chosen.length} page={page} onPage={setPage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.widgets.picker.close')}</Button>
      </DialogActions>
    </>
  );
};

interface RowsTableProps {
  columns: readonly ModelColumn[];
  rows: readonly ModelRow[];
  loading: boolean;
  error: boolean;
  sort?: RecordSort;
  onSort?: (field: string) => void;
  renderCheckbox?: (row: ModelRow) => ReactNode;
  /** A click anywhere on a row (select mode): keyboard users have the row's checkbox. */
  onRowClick?: (row: ModelRow) => void;
}

const RowsTable = ({ columns, rows, loading, error, sort, onSort, renderCheckbox, onRowClick }: RowsTableProps) => {
  const translate = useTranslate();
  const sortedBy = sort?.length === 1 ? Object.entries(sort[0])[0] : undefined;
  // The id column is always shown; unless the definition names it, its header is a word, not the raw 'id'.
  const idColumn = { field: 'id', header: translate('app.widgets.picker.idColumn') };
  const shown = columns.some((column) => column.field === 'id') ? columns : [idColumn, ...columns];
  const width = shown.length + (renderCheckbox ? 1 : 0);
  return (
    <TableContainer>
      {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Table size="small">
        <TableHead>
          <TableRow>
            {renderCheckbox && <TableCell padding="checkbox" />}
            {shown.map((column) => (
              <TableCell key={column.field} sortDirection={sortedBy?.[0] === column.field ? sortedBy[1] : false}>
                {onSort ? (
                  <TableSortLabel
                    active={sortedBy?.[0] === column.field}
                    direction={sortedBy?.[0] === column.field ? sortedBy[1] : 'asc'}
                    onClick={() => onSort(column.field)}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {error && (
            <TableRow>
              <TableCell colSpan={width}>
                <Alert severity="error">{translate('app.widgets.picker.loadError')}</Alert>
              </TableCell>
            </TableRow>
          )}
          {!error && !loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={width}>{translate('app.widgets.picker.noRows')}</TableCell>
            </TableRow>
          )}
          {!error &&
            rows.map((row, index) => (
              <TableRow
                key={String(row.id ?? `row-${index}`)}
                hover
                onClick={onRowClick && (() => onRowClick(row))}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {renderCheckbox && <TableCell padding="checkbox">{renderCheckbox(row)}</TableCell>}
                {shown.map((column) => (
                  <TableCell key={column.field}>
                    {row.__missing === true && column.field !== 'id' ? translate('app.widgets.picker.notFound') : cellText(row, column.field)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Pager = ({ count, page, onPage }: { count: number; page: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={count === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(count / PICKER_PAGE_SIZE) - 1))}
      rowsPerPage={PICKER_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : type === 'previous' ? 'ra.navigation.previous' : `ra.navigation.${type}`)}
    />
  );
};
