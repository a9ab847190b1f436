import { authHeaders, handleAnswer } from '../../dataProvider/httpClient';

const REPORT_PATH = /^\/api\/[A-Za-z0-9_~.\-/]*(\?.*)?$/;

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`), without any path. */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
};

/**
 * Downloads a report (spec §7 "Report URLs") of this site's API as a file. The spec puts the session in the
 * url as `accesstoken`; we never do: urls end up in logs, history and Referer headers. The request carries the
 * session in its headers instead (the HTTP client's authHeaders), and the answer is saved from a Blob.
 */
export const downloadReport = async (url: string, fallbackName: string): Promise<void> => {
  // The session goes only to this site's own /api paths.
  if (!REPORT_PATH.test(url) || url.includes('//') || url.includes('/../')) throw new Error('app.pages.reportFailed');
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers: { Accept: 'text/csv, application/octet-stream, */*', ...authHeaders() } });
  } catch {
    throw new Error('app.pages.reportFailed');
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    // The error catalogue (spec §8) speaks for a failed answer; a JSON 200 is no file either.
    handleAnswer(response.ok ? 500 : response.status, body);
    throw new Error('app.pages.reportFailed');
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
