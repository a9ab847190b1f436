import { downloadTicketDataSchema, type ExportJob } from '../../api/sales';
import { isApiPath } from '../../core/apiPath';
import { downloadFile } from '../../dataProvider/downloadFile';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';
import { saveFile } from '../../dataProvider/saveFile';

/** The ticket's address as a path of this site's API, or null: the download carries the session. */
const ticketPath = (url: string): string | null => {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin || !isApiPath(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * A finished export, saved under its file name: `downloadTicket {id}` answers a one-use address, valid for a
 * minute, which the download door (src/dataProvider/downloadFile.ts) fetches at once.
 */
export const downloadExport = async (job: Pick<ExportJob, 'id' | 'fileName'>): Promise<void> => {
  const body = await httpClient('/api/report/downloadTicket', { body: { id: job.id } });
  const ticket = downloadTicketDataSchema.safeParse(body.data);
  const path = ticket.success ? ticketPath(ticket.data.url) : null;
  if (!path) throw new Error(BAD_ANSWER);
  // Saved under the name the list shows, whatever the answer's Content-Disposition calls it.
  saveFile({ ...(await downloadFile(path)), fileName: job.fileName }, job.fileName);
};
