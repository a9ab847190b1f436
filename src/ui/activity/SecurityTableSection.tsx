import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { failureMessage } from '../feedback/failureMessage';
import { type Column, ResponsiveTable } from '../lists/ResponsiveTable';

export interface SecurityTableSectionProps<Row extends { id: string }> {
  /** The heading's id: the section, the table (and its scrolling box) or the entries are named by it. */
  titleId: string;
  /** Message keys of the heading, the line under it, and (when given) what shows instead of an empty table. */
  title: string;
  intro: string;
  empty?: string;
  /** The rows' query (react-query): a loader while pending, the failure in words. */
  query: { data?: Row[]; isPending: boolean; error: unknown };
  /** The columns (headings in the screen's language), and their places in a phone's entries. */
  columns: readonly Column<Row>[];
  /** Shown under the table once the rows are in (e.g. "Sign out everywhere else"). */
  footer?: ReactNode;
  /** Always rendered (e.g. the confirmation dialog). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A titled section holding one table of the user's (or the team's) sessions or trusted devices, as /profile and
 * /team-activity show them: loader, failure, empty message, and the rows: one entry each on a phone, otherwise a
 * table in a focusable box that scrolls sideways when the screen is narrower than it, so that a keyboard can too.
 */
export const SecurityTableSection = <Row extends { id: string }>({
  titleId, title, intro, empty, query, columns, footer, children, sx,
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
          <ResponsiveTable columns={columns} rows={rows} labelledBy={titleId} scrollable />
          {footer}
        </>
      ) : null}
      {children}
    </Box>
  );
};
