import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { failureMessage } from '../feedback/failureMessage';

export interface SecurityTableSectionProps<Row extends { id: string }> {
  /** The heading's id: the section, the scrolling region and the table are named by it. */
  titleId: string;
  /** Message keys of the heading, the line under it, and (when given) what shows instead of an empty table. */
  title: string;
  intro: string;
  empty?: string;
  /** The rows' query (react-query): a loader while pending, the failure in words. */
  query: { data?: Row[]; isPending: boolean; error: unknown };
  /** Message keys of the column headings, and each row's cells in the same order. */
  headers: readonly string[];
  cells: (row: Row) => ReactNode;
  /** Shown under the table once the rows are in (e.g. "Sign out everywhere else"). */
  footer?: ReactNode;
  /** Always rendered (e.g. the confirmation dialog). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A titled section holding one table of the user's (or the team's) sessions or trusted devices, as /profile and
 * /team-activity show them: loader, failure, empty message, and a table that scrolls sideways on a phone in a
 * focusable region, so that a keyboard can scroll it too.
 */
export const SecurityTableSection = <Row extends { id: string }>({
  titleId, title, intro, empty, query, headers, cells, footer, children, sx,
}: SecurityTableSectionProps<Row>) => {
  const translate = useTranslate();
  const failure = query.error ? failureMessage(query.error) : null;
  const rows = query.data;
  return (
    <Box component="section" aria-labelledby={titleId} sx={sx}>
      <Typography component="h2" variant="h6" id={titleId}>
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(intro)}
      </Typography>
      {query.isPending ? <Loading /> : null}
      {failure ? <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert> : null}
      {rows && rows.length === 0 && empty ? <Typography>{translate(empty)}</Typography> : null}
      {rows && (rows.length > 0 || !empty) ? (
        <>
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {headers.map((header) => <TableCell key={header}>{translate(header)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => <TableRow key={row.id}>{cells(row)}</TableRow>)}
              </TableBody>
            </Table>
          </TableContainer>
          {footer}
        </>
      ) : null}
      {children}
    </Box>
  );
};
