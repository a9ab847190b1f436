import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, useLocaleState, useTranslate } from 'react-admin';
import type { ExportJob } from '../../api/sales';
import { formatBytes } from '../../core/formatBytes';
import { formatDateTime } from '../../core/formatDate';
import { formatCount } from '../../core/formatMoney';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';
import { DownloadButton } from './DownloadButton';
import { ExportProgress } from './ExportProgress';
import { ExportStatus, isActive } from './ExportStatus';

/**
 * How often the list asks again while a job is queued or running; it stops once every job has finished. A small
 * export is written within a second of being asked, so its Download shows at most a second after it is ready.
 */
export const EXPORT_POLL_MS = 1_000;

const Col = DataTable.Col<ExportJob>;

/** Asks again only while some job of the page is being written. */
const refetchInterval = (query: { state: { data?: { data?: ExportJob[] } } }) =>
  query.state.data?.data?.some(isActive) ? EXPORT_POLL_MS : false;

/**
 * /exportedReports (spec §2): the export jobs, newest first (data.ts), with their
 * progress while they run, status (a failure's reason, an expired file), rows, size, and a Download button.
 */
const ExportedReportList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.exportedReports.empty')}</Typography>;
  const kindOf = (job: ExportJob) => translate(`app.exportedReports.kinds.${job.kind}`, { _: job.kind });
  const sizeOf = (job: ExportJob) => (job.size === null ? translate('app.exportedReports.noSize') : formatBytes(job.size, locale));
  // On a phone: the file and its format, what and when, its state and progress, rows and size; Download under it.
  const entry = (job: ExportJob) => ({
    primary: job.fileName,
    tertiary: job.format.toUpperCase(),
    secondary: [
      `${kindOf(job)} · ${formatDateTime(job.createdAt)}`,
      <ExportStatus job={job} />,
      <ExportProgress job={job} />,
      <>
        <Fact label={translate('app.exportedReports.fields.rows')}>{formatCount(job.rows, locale)}</Fact> · {sizeOf(job)}
      </>,
    ],
    actions: <DownloadButton job={job} />,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <List
        resource="exportedReports"
        title={translate(titleKey)}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={false}
        queryOptions={{ refetchInterval }}
      >
        <ResponsiveRows entry={entry} empty={empty}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
            <Col source="fileName" label="app.exportedReports.fields.fileName" disableSort />
            <Col source="kind" label="app.exportedReports.fields.kind" disableSort render={kindOf} />
            <Col source="format" label="app.exportedReports.fields.format" disableSort render={(job) => job.format.toUpperCase()} />
            <Col source="createdAt" label="app.exportedReports.fields.createdAt" disableSort render={(job) => formatDateTime(job.createdAt)} />
            <Col source="status" label="app.exportedReports.fields.status" disableSort render={(job) => <ExportStatus job={job} />} />
            <Col source="progress" label="app.exportedReports.fields.progress" disableSort render={(job) => <ExportProgress job={job} />} />
            <Col source="rows" label="app.exportedReports.fields.rows" disableSort render={(job) => formatCount(job.rows, locale)} />
            <Col source="size" label="app.exportedReports.fields.size" disableSort render={sizeOf} />
            <Col source="id" label="app.exportedReports.fields.actions" disableSort render={(job) => <DownloadButton job={job} />} />
          </DataTable>
        </ResponsiveRows>
      </List>
    </Box>
  );
};

export default ExportedReportList;
