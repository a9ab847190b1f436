import { downloadTicketDataSchema, type ExportJob } from '../../api/sales';
import { isApiPath } from '../../core/apiPath';
import { downloadFile } from '../../dataProvider/downloadFile';
import { BAD_ANSWER, callParsed, MerchantCallError } from '../../dataProvider/callParsed';
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
  const ticket = await callParsed('/api/report/downloadTicket', downloadTicketDataSchema, { body: { id: job.id } });
  const path = ticketPath(ticket.url);
  if (!path) throw new MerchantCallError(BAD_ANSWER, `downloadTicket: ${ticket.url.slice(0, 100)} is not this site's`);
  // Saved under the name the list shows, whatever the answer's Content-Disposition calls it.
  saveFile({ ...(await downloadFile(path)), fileName: job.fileName }, job.fileName);
};
