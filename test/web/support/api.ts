/**
 * The one fake of the API at the network boundary: `global.fetch` answers from a table of `METHOD /path` routes
 * (then `fallback`, else 404) and records every request, so tests see exactly what the app sent. The fakes of
 * whole servers (pages, records, model pickers) are built on it.
 */
export interface SentRequest {
  method: string;
  /** The path, decoded, without its query. */
  path: string;
  query: Record<string, string>;
  /** A JSON body, parsed. */
  body: unknown;
  /** A multipart body. */
  form?: FormData;
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  /** Sent as JSON; a string is sent as it is. */
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SentRequest) => Answer | Promise<Answer>;

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text x="10" y="30">ab12</text></svg>';

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({ body: { err: 200, message: 'ok', data, ...extra } });

export const notFound = (message = 'dataNotFound'): Answer => ({ status: 404, body: { err: 404, message, data: null } });

/** A fresh captcha per call: ids captcha-1, captcha-2… */
export const captchaHandler = (): Handler => {
  let count = 0;
  return () => {
    count += 1;
    return { body: { err: 200, message: 'ok', id: `captcha-${count}`, data: SVG.replace('ab12', `c${count}`) } };
  };
};

const requestOf = (input: RequestInfo | URL, init?: RequestInit): SentRequest => {
  const url = new URL(String(input), 'http://localhost');
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: decodeURIComponent(url.pathname),
    query: Object.fromEntries(url.searchParams),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    ...(init?.body instanceof FormData ? { form: init.body } : {}),
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
  };
};

/** `routes`: `METHOD /path` → an answer, or a handler that makes one; `fallback` answers every other request. */
export const mockApi = (routes: Record<string, Handler | Answer> = {}, fallback: Handler = () => notFound()) => {
  const requests: SentRequest[] = [];
  const table = new Map(Object.entries(routes));
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = requestOf(input, init);
    requests.push(request);
    const route = table.get(`${request.method} ${request.path}`);
    const answer = route === undefined ? await fallback(request) : typeof route === 'function' ? await route(request) : route;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  global.fetch = fetchMock as typeof fetch;
  return {
    requests,
    fetchMock,
    /** The requests sent to `METHOD /path`. */
    sent: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    /** Answers `METHOD /path` with `route` from now on. */
    on: (route: string, answer: Handler | Answer) => void table.set(route, answer),
  };
};
