import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import { RowEntries, type RowEntryParts } from './RowEntries';
import { usePhoneWidth } from './usePhoneWidth';

export interface ResponsiveRowsProps<Row extends RaRecord> {
  /** A row's entry on a phone: its key facts and its buttons. */
  entry: (row: Row) => RowEntryParts;
  /** What the list says when it has no row (the table's `empty`). */
  empty: ReactNode;
  /** The table shown from 600 px up (a react-admin DataTable). */
  children: ReactNode;
}

const ListEntries = <Row extends RaRecord>({ entry, empty }: Omit<ResponsiveRowsProps<Row>, 'children'>) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Row>();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return <RowEntries rows={data} entry={entry} />;
};

/**
 * The rows of a react-admin List: its table, and on a phone one entry a row (RowEntries) from the same list context,
 * so that filters, paging and the count stay as they are and nothing scrolls sideways.
 */
export const ResponsiveRows = <Row extends RaRecord>({ entry, empty, children }: ResponsiveRowsProps<Row>) =>
  usePhoneWidth() ? <ListEntries entry={entry} empty={empty} /> : <>{children}</>;
