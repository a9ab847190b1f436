import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { Fragment, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { Fact, RowEntries } from './RowEntries';
import { usePhoneWidth } from './usePhoneWidth';

export interface Column<Row> {
  /** The heading, in the screen's language; on a phone, the name before the value. */
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The heading is for screen readers only (a column of buttons). */
  hideLabel?: boolean;
  /**
   * Its place in a phone's entry: the first line (the first column's by default), that line's end (an amount, a
   * status), a "label: value" line (the others' default), the buttons under the entry, or left out (what the
   * entries' order already says).
   */
  phone?: 'primary' | 'tertiary' | 'fact' | 'action' | 'hidden';
}

export interface ResponsiveTableProps<Row extends { id: Identifier }> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The id of the heading that names the table (and the entries), or else the name itself. */
  labelledBy?: string;
  label?: string;
  /**
   * Wide tables scroll in their own box between 600 px and the width they need: a named group that takes the focus,
   * so that a keyboard can scroll it too (a group, not a region: the section around it is the region of that name).
   */
  scrollable?: boolean;
}

const placeOf = <Row,>(column: Column<Row>, index: number) => column.phone ?? (index === 0 ? 'primary' : 'fact');

/**
 * A short table that is not a react-admin List (a section of a screen): on a phone one entry a row built from the same
 * columns (RowEntries), from 600 px up a table.
 */
export const ResponsiveTable = <Row extends { id: Identifier }>({ columns, rows, labelledBy, label, scrollable = false }: ResponsiveTableProps<Row>) => {
  const phone = usePhoneWidth();
  const name = { 'aria-labelledby': labelledBy, 'aria-label': labelledBy ? undefined : label };
  if (phone) {
    const placed = (place: NonNullable<Column<Row>['phone']>) => columns.filter((column, index) => placeOf(column, index) === place);
    const [primary, tertiary, facts, actions] = [placed('primary'), placed('tertiary'), placed('fact'), placed('action')];
    return (
      <RowEntries
        rows={rows}
        {...name}
        entry={(row) => ({
          primary: primary.map((column) => <Fragment key={column.label}>{column.cell(row)} </Fragment>),
          tertiary: tertiary.length ? tertiary.map((column) => <Box key={column.label}>{column.cell(row)}</Box>) : undefined,
          secondary: facts.map((column) => {
            const value = column.cell(row);
            return value === '' || value === null || value === undefined ? null : <Fact key={column.label} label={column.label}>{value}</Fact>;
          }),
          actions: actions.length ? actions.map((column) => <Fragment key={column.label}>{column.cell(row)}</Fragment>) : undefined,
        })}
      />
    );
  }
  return (
    <TableContainer {...(scrollable ? { tabIndex: 0, role: 'group', ...name } : {})}>
      <Table size="small" {...name}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.hideLabel ? <Box component="span" sx={visuallyHidden}>{column.label}</Box> : column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
