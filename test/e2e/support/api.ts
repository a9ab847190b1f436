import type { Page } from 'playwright-core';

export interface ApiAnswer {
  status: number;
  body: { err: number; message: string; data: unknown; count?: number };
}

/** A call of the API from the page, with the page's own session (as the README's curl example makes it). */
export const callApi = (page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('session')}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
