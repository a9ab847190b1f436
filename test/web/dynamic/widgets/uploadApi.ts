/** `fetch` at the network boundary for multipart uploads: records each request's path and form, answers from a table. */
export interface SentUpload {
  path: string;
  form: FormData;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown };

export const mockUploads = (answers: Record<string, Answer | (() => Answer | Promise<Answer>)>) => {
  const sent: SentUpload[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push({ path, form: init?.body as FormData, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    const entry = answers[`${(init?.method ?? 'GET').toUpperCase()} ${path}`];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { err: 404, message: 'dataNotFound' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
};
