import { ERR } from '../api/codes';
import { fileNameOf } from './contentDisposition';
import { authHeaders, handleAnswer, HTTP_MESSAGES, parseBody, receive } from './httpClient';
import { HttpError } from './HttpError';

/** A file the API answered: its bytes and the name its Content-Disposition gave, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
  /** The answer's headers: what the server says about the file (a report's X-Report-Rows). */
  headers: Headers;
}

/**
 * GETs a file (a report, an export) with the session headers. A failed answer, or a JSON answer where a file was
 * expected, goes through the error catalogue as any other call.
 */
export const downloadFile = async (path: string, options: { accept?: string; signal?: AbortSignal } = {}): Promise<DownloadedFile> => {
  const headers = { Accept: options.accept ?? 'application/octet-stream, */*', ...authHeaders() };
  // No answer at all: the caller says the download failed, in its own words.
  const response = await receive(path, { method: 'GET', headers, signal: options.signal }, true);
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = await parseBody(response);
    // A JSON 200 is no file: the catalogue's server error speaks for it.
    handleAnswer(response.ok ? ERR.serverError : response.status, body, { retryAfter: response.headers.get('Retry-After') });
    throw new HttpError(HTTP_MESSAGES.somethingWrong, response.status, body);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')), headers: response.headers };
};
