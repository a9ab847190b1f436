import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { type Identifier, RecordContextProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** One row of a list as a phone shows it: what react-admin's SimpleList calls primary, secondary and tertiary text. */
export interface RowEntryParts {
  /** What names the row: its first line. */
  primary: ReactNode;
  /** At the first line's end: the figure or state a glance looks for (an amount, a status). */
  tertiary?: ReactNode;
  /** The row's other key facts, a short line each; empty ones are left out. */
  secondary?: ReactNode[];
  /** Where the row leads: the entry is then a link. */
  to?: string;
  /** The row's own buttons, under its facts. */
  actions?: ReactNode;
}

export interface RowEntriesProps<Row extends { id: Identifier }> {
  rows: readonly Row[];
  entry: (row: Row) => RowEntryParts;
  /** The list's name for screen readers: the id of the heading that names it, or the name. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/** A fact with its name (in the screen's language), "Shop: Quận 1", where the value alone would not say what it is. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    {label}: {children}
  </>
);

const present = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

const RowEntry = ({ parts }: { parts: RowEntryParts }) => {
  const text = (
    <ListItemText
      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
      slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
      primary={
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>{parts.primary}</Box>
          {present(parts.tertiary) ? <Box sx={{ flexShrink: 0, textAlign: 'right' }}>{parts.tertiary}</Box> : null}
        </Box>
      }
      secondary={parts.secondary?.filter(present).map((line, index) => (
        <Box key={index} sx={{ mt: 0.5 }}>{line}</Box>
      ))}
    />
  );
  return (
    <ListItem divider disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      {parts.to ? (
        <ListItemButton component={RouterLink} to={parts.to}>{text}</ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1 }}>{text}</Box>
      )}
      {/* Under the entry, not inside it: a button cannot sit in a link, and beside the facts it would squeeze them. */}
      {parts.actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1, px: 1, pb: 1 }}>{parts.actions}</Box>
      ) : null}
    </ListItem>
  );
};

/**
 * Rows as a phone shows them (under 600 px): one entry a row with its key facts on short lines and its buttons under
 * them, instead of a table whose last columns sit off-screen. react-admin's SimpleList has the same three texts but
 * makes the whole row one link, with no room for the row's own buttons (Download, Lock, Copy) outside it.
 */
export const RowEntries = <Row extends { id: Identifier }>({ rows, entry, ...name }: RowEntriesProps<Row>) => (
  <List disablePadding {...name}>
    {rows.map((row) => (
      <RecordContextProvider key={row.id} value={row}>
        <RowEntry parts={entry(row)} />
      </RecordContextProvider>
    ))}
  </List>
);
