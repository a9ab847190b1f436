import { downloadFile } from '../../dataProvider/downloadFile';
import { saveFile } from '../../dataProvider/saveFile';

const REPORT_PATH = /^\/api\/[A-Za-z0-9_~.\-/]*(\?.*)?$/;

/**
 * Downloads a report (spec §7 "Report URLs") of this site's API as a file. The spec puts the session in the
 * url as `accesstoken`; we never do: urls end up in logs, history and Referer headers. The HTTP client sends the
 * session in its headers instead, and the answer is saved from a Blob. Answers how many rows the file holds
 * when the server says so (X-Report-Rows), for the screen to tell the user.
 */
export const downloadReport = async (url: string, fallbackName: string): Promise<number | null> => {
  // The session goes only to this site's own /api paths.
  if (!REPORT_PATH.test(url) || url.includes('//') || url.includes('/../')) throw new Error('app.pages.reportFailed');
  const file = await downloadFile(url, { accept: 'text/csv, application/octet-stream, */*' }).catch(() => {
    throw new Error('app.pages.reportFailed');
  });
  saveFile(file, fallbackName);
  const rows = Number(file.headers.get('X-Report-Rows') ?? Number.NaN);
  return Number.isSafeInteger(rows) && rows >= 0 ? rows : null;
};
