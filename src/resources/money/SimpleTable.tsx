import Typography from '@mui/material/Typography';
import { type Column, ResponsiveTable } from '../../ui/lists/ResponsiveTable';

/**
 * A short read-only table of this screen (a page of the list contract holds all its rows), one entry a row on a
 * phone, or its empty text.
 */
export const SimpleTable = <Row extends { id: string | number }>({ columns, rows, empty }: { columns: Column<Row>[]; rows: Row[]; empty: string }) => {
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  return <ResponsiveTable columns={columns} rows={rows} />;
};
