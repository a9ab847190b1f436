import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactElement, type ReactNode, useState } from 'react';
import { List, type SortPayload, TopToolbar, useTranslate } from 'react-admin';
import { CountPagination } from '../CountPagination';
import { ExportButton, type ExportStart } from './ExportButton';
import { ExportStartedNotice } from './ExportStartedNotice';

interface ExportableListProps {
  resource: string;
  titleKey: string;
  filters: ReactElement[];
  sort: SortPayload;
  /** Starts the export job of exactly what the list shows (its filters and sort). */
  startExport: (start: ExportStart) => Promise<unknown>;
  /** Shown between the title and the list (e.g. the loyalty rules). */
  intro?: ReactNode;
  /** Toolbar buttons before Export. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The merchant portal's long lists (transactions, points history, settlements): the page title, react-admin's List
 * with its filters, 20 rows a page and the server's count (exact, estimated or a lower bound), and Export as a
 * job, whose "started" notice says where to find the file.
 */
export const ExportableList = ({ resource, titleKey, filters, sort, startExport, intro, actions, children }: ExportableListProps) => {
  const translate = useTranslate();
  const [exported, setExported] = useState(false);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      {intro}
      {exported ? <ExportStartedNotice onClose={() => setExported(false)} /> : null}
      <List
        resource={resource}
        title={translate(titleKey)}
        filters={filters}
        sort={sort}
        perPage={20}
        pagination={<CountPagination />}
        exporter={false}
        empty={false}
        actions={
          // Several actions wrap onto a second line on a phone rather than widen the page.
          <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
            {actions}
            <ExportButton resource={resource} start={startExport} onStarted={() => setExported(true)} />
          </TopToolbar>
        }
      >
        {children}
      </List>
    </Box>
  );
};
