/**
 * A fake of the API at the network boundary: `global.fetch` answers from a table of `METHOD /path` handlers
 * and records every request, so tests see exactly what the app sent.
 */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Handler = (request: SentRequest) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text x="10" y="30">ab12</text></svg>';

/** A fresh captcha per call: ids captcha-1, captcha-2… */
export const captchaHandler = (): Handler => {
  let count = 0;
  return () => {
    count += 1;
    return { body: { err: 200, message: 'ok', id: `captcha-${count}`, data: SVG.replace('ab12', `c${count}`) } };
  };
};

export const mockApi = (handlers: Record<string, Handler>) => {
  const requests: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: SentRequest = { method, path: url.pathname, body, headers };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { err: 404, message: 'dataNotFound', data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock, sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
};
