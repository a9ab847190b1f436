import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
}

/** A short read-only table of this screen (a page of the list contract holds all its rows), or its empty text. */
export const SimpleTable = <Row extends { id: string | number }>({ columns, rows, empty }: { columns: Column<Row>[]; rows: Row[]; empty: string }) => {
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
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
