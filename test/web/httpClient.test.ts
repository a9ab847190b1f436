import { isSessionLostCode } from '../../src/api/codes';
import { httpClient, uploadForm } from '../../src/dataProvider/httpClient';
import { HttpError } from '../../src/dataProvider/HttpError';
import { type Notice, onHttpError, onNotice } from '../../src/dataProvider/notices';

const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let notices: Notice[];
let unsubscribe: () => void;
let fetchMock: jest.Mock;
let reported: HttpError[];
let stopReports: () => void;
/** The failures the client reported as a lost session, for checkError to act on. */
const sessionLost = () => reported.filter((error) => isSessionLostCode(error.status)).length;

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/dashboard';
  notices = [];
  unsubscribe = onNotice((notice) => notices.push(notice));
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  reported = [];
  stopReports = onHttpError((error) => reported.push(error));
});

afterEach(() => {
  unsubscribe();
  stopReports();
});

const call = async (status: number, body: unknown) => {
  fetchMock.mockResolvedValueOnce(answer(status, body));
  return httpClient('/api/anything', { method: 'POST', body: { a: 1 } });
};

const failure = async (status: number, body: unknown): Promise<HttpError> => {
  try {
    await call(status, body);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call did not throw');
};

describe('error catalogue (spec §8), one row each', () => {
  test('200 returns the body, no notice', async () => {
    await expect(call(200, { err: 200, message: 'ok', data: [1] })).resolves.toEqual({ err: 200, message: 'ok', data: [1] });
    expect(notices).toEqual([]);
  });

  test('the code is err of the body before the HTTP status', async () => {
    const error = await failure(200, { err: 404, message: 'x' });
    expect(error.status).toBe(404);
    expect(notices).toEqual([{ message: 'dataNotFound', type: 'error' }]);
  });

  test('without err the HTTP status is the code', async () => {
    const error = await failure(500, undefined);
    expect(error.status).toBe(500);
    expect(notices).toEqual([{ message: 'internalServerError', type: 'error' }]);
  });

  test('206 throws the body without a notice', async () => {
    const body = { err: 206, message: 'partial', data: { left: 3 } };
    const error = await failure(206, body);
    expect(error.body).toEqual(body);
    expect(notices).toEqual([]);
  });

  test("400 without a message warns 'Bad Request'", async () => {
    const error = await failure(400, { err: 400, message: '', data: null });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad Request');
    expect(notices).toEqual([{ message: 'Bad Request', type: 'warning' }]);
    expect(sessionLost()).toBe(0);
  });

  test('400 with a message throws it for the screen to say, and adds no second, generic notice', async () => {
    const error = await failure(400, { err: 400, message: 'app.shops.errors.duplicateCode', data: { field: 'code' } });
    expect(error.message).toBe('app.shops.errors.duplicateCode');
    expect(notices).toEqual([]);
  });

  test.each([
    [{ path: 'fullName', code: 'too_small', message: 'Too small: expected string to have >=1 characters', origin: 'string', minimum: 1 }, 'ra.validation.required', undefined],
    [{ path: 'note', code: 'too_big', message: 'Too big', origin: 'string', maximum: 200 }, 'ra.validation.maxLength', { max: 200 }],
    [{ path: 'amount', code: 'too_small', message: 'Too small', origin: 'number', minimum: 1000 }, 'ra.validation.minValue', { min: 1000 }],
    [{ path: 'phone', code: 'invalid_type', message: 'Invalid input: expected string, received undefined', received: 'undefined' }, 'ra.validation.required', undefined],
    [{ path: 'phone', code: 'invalid_format', message: 'Invalid string: must match pattern /^0\\d{9}$/' }, 'app.validation.invalidFormat', undefined],
    [{ path: 'code', code: 'custom', message: 'app.shops.errors.codeFormat' }, 'app.shops.errors.codeFormat', undefined],
    [{ path: 'x', code: 'custom', message: 'must be a record id' }, 'app.validation.invalidValue', undefined],
  ])('a 400 that failed the schema is said in the catalogue\'s words, not zod\'s: %j', async (issue, message, args) => {
    const error = await failure(400, { err: 400, message: `${issue.path}: ${issue.message}`, data: { field: issue.path, issues: [issue] } });
    expect([error.message, error.messageArgs]).toEqual([message, args]);
    expect(notices).toEqual([]);
  });

  test('err 8013 on a 400 answer goes to login', async () => {
    await failure(400, { err: 8013, message: 'session revoked' });
    expect(sessionLost()).toBe(1);
    expect(notices).toEqual([{ message: 'session_expired_please_login_again', type: 'error' }]);
  });

  test('a session a lock ended says the account is locked, and goes to login', async () => {
    const error = await failure(401, { err: 8013, message: 'app.auth.accountLocked', data: null });
    expect(error.message).toBe('app.auth.accountLocked');
    expect(sessionLost()).toBe(1);
    expect(notices).toEqual([{ message: 'app.auth.accountLocked', type: 'error' }]);
  });

  test("401 alerts 'session_expired_please_login_again' and goes to login", async () => {
    const error = await failure(401, { err: 401, message: 'no session' });
    expect(error.status).toBe(401);
    expect(sessionLost()).toBe(1);
    expect(notices).toEqual([{ message: 'session_expired_please_login_again', type: 'error' }]);
  });

  test("403 warns 'Forbidden' with the server message", async () => {
    await failure(403, { err: 403, message: 'missing action findshops' });
    expect(notices).toEqual([{ message: 'Forbidden', detail: 'missing action findshops', type: 'warning' }]);
    expect(sessionLost()).toBe(0);
  });

  test("403 without a message warns 'Forbidden' with 'badRequest'", async () => {
    await failure(403, undefined);
    expect(notices).toEqual([{ message: 'Forbidden', detail: 'badRequest', type: 'warning' }]);
  });

  test('err 8013 on a 403 answer goes to login', async () => {
    await failure(403, { err: 8013, message: '' });
    expect(sessionLost()).toBe(1);
  });

  test("404 alerts 'dataNotFound' and throws", async () => {
    const error = await failure(404, { err: 404, message: 'no such shop' });
    expect(error.message).toBe('dataNotFound');
    expect(notices).toEqual([{ message: 'dataNotFound', type: 'error' }]);
  });

  test('a caller that says a 404 itself (handlesNotFound) gets the error and no notice; other failures still notice', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { err: 404, message: 'dataNotFound' }));
    const error: unknown = await httpClient('/api/anything', { method: 'GET', handlesNotFound: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, message: 'dataNotFound' });
    expect(reported).toEqual([error]);
    expect(notices).toEqual([]);

    fetchMock.mockResolvedValueOnce(answer(500, { err: 500, message: 'database unavailable' }));
    await expect(httpClient('/api/anything', { method: 'GET', handlesNotFound: true })).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([{ message: 'database unavailable', type: 'error' }]);

    fetchMock.mockResolvedValueOnce(answer(401, { err: 401 }));
    await expect(httpClient('/api/anything', { method: 'GET', handlesNotFound: true })).rejects.toMatchObject({ status: 401 });
    expect(notices.at(-1)).toEqual({ message: 'session_expired_please_login_again', type: 'error' });
    expect(sessionLost()).toBe(1);
  });

  test('500 alerts the server message and throws', async () => {
    await failure(500, { err: 500, message: 'database unavailable' });
    expect(notices).toEqual([{ message: 'database unavailable', type: 'error' }]);
  });

  test("500 without a message alerts 'internalServerError'", async () => {
    await failure(500, { err: 500 });
    expect(notices).toEqual([{ message: 'internalServerError', type: 'error' }]);
  });

  test('503 returns the body silently', async () => {
    await expect(call(503, { err: 503, message: 'maintenance', data: null })).resolves.toEqual({
      err: 503,
      message: 'maintenance',
      data: null,
    });
    expect(notices).toEqual([]);
  });

  test('429 warns with the server message and the seconds of data.retryAfterSeconds, then throws', async () => {
    const error = await failure(429, { err: 429, message: 'app.auth.otpSendLimited', data: { retryAfterSeconds: 42 } });
    expect(error.status).toBe(429);
    expect(error.message).toBe('app.auth.otpSendLimited');
    expect(error.messageArgs).toEqual({ seconds: 42, smart_count: 42 });
    expect(notices).toEqual([{ message: 'app.auth.otpSendLimited', type: 'warning', messageArgs: { seconds: 42, smart_count: 42 } }]);
  });

  test("429 without a message or data falls back to 'app.auth.tooManyAttempts' with the Retry-After header", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    const error = await httpClient('/api/merchant/login', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('app.auth.tooManyAttempts');
    expect(notices).toEqual([{ message: 'app.auth.tooManyAttempts', type: 'warning', messageArgs: { seconds: 30, smart_count: 30 } }]);
  });

  test('429 that says no wait at all asks to try again later', async () => {
    await failure(429, { err: 429, message: 'app.auth.tooManyAttempts', data: null });
    expect(notices).toEqual([{ message: 'app.http.tooManyAttemptsLater', type: 'warning' }]);
  });

  test('409 warns with the server\'s message and its data as arguments (a delete refused: how many refer to it)', async () => {
    const error = await failure(409, { err: 409, message: 'app.records.recordInUse', data: { count: 2, smart_count: 2, kinds: 'Vouchers' } });
    expect(error.status).toBe(409);
    expect(error.message).toBe('app.records.recordInUse');
    expect(notices).toEqual([
      { message: 'app.records.recordInUse', type: 'warning', messageArgs: { count: 2, smart_count: 2, kinds: 'Vouchers' } },
    ]);
  });

  test("409 without a message warns 'Something wrong.'", async () => {
    await failure(409, { err: 409, data: null });
    expect(notices).toEqual([{ message: 'Something wrong.', type: 'warning' }]);
  });

  test.each([418, 502])("%i warns 'Something wrong.' and throws", async (status) => {
    const error = await failure(status, { err: status, message: 'x' });
    expect(error.status).toBe(status);
    expect(notices).toEqual([{ message: 'Something wrong.', type: 'warning' }]);
  });

  test("no answer at all warns 'Something wrong.'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(httpClient('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual([{ message: 'Something wrong.', type: 'warning' }]);
  });

  test('a lost session is reported, not acted on: the client leaves storage and the route to checkError', async () => {
    localStorage.setItem('session', 's');
    await failure(401, undefined);
    expect(window.location.hash).toBe('#/dashboard');
    expect(localStorage.getItem('session')).toBe('s');
    expect(reported.map((error) => error.status)).toEqual([401]);
  });

  test('every failure is reported once, whatever its code', async () => {
    await failure(400, { err: 400 });
    await failure(403, { err: 403 });
    await failure(500, { err: 500 });
    expect(reported.map((error) => error.status)).toEqual([400, 403, 500]);
  });
});

describe('quiet requests: the caller shows the one message', () => {
  const quietFailure = async (status: number, body: unknown): Promise<HttpError> => {
    fetchMock.mockResolvedValueOnce(answer(status, body));
    const error: unknown = await httpClient('/api/merchant/login', { body: {}, quiet: true }).catch((caught: unknown) => caught);
    if (!(error instanceof HttpError)) throw new Error('the call did not throw an HttpError');
    return error;
  };

  test.each([
    [400, { err: 400, message: 'app.auth.invalidCredentials' }, 'app.auth.invalidCredentials'],
    [400, { err: 400 }, 'Bad Request'],
    [403, { err: 403, message: 'app.auth.forbidden' }, 'app.auth.forbidden'],
    [404, { err: 404 }, 'dataNotFound'],
    [429, { err: 429, message: 'app.auth.tooManyAttempts', data: { retryAfterSeconds: 5 } }, 'app.auth.tooManyAttempts'],
    [500, { err: 500 }, 'internalServerError'],
    [502, { err: 502 }, 'Something wrong.'],
  ])('%i raises no notice and throws the message to show (%j)', async (status, body, message) => {
    const error = await quietFailure(status, body);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(notices).toEqual([]);
  });

  test('no answer at all raises no notice either', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(httpClient('/api/x', { quiet: true })).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual([]);
  });

  test('a lost session still signs out, and says why', async () => {
    await quietFailure(401, { err: 401 });
    expect(sessionLost()).toBe(1);
    expect(notices).toEqual([{ message: 'session_expired_please_login_again', type: 'error' }]);
  });

  test('the same failure without quiet keeps the spec §8 notice when the answer says nothing', async () => {
    await failure(400, { err: 400 });
    expect(notices).toEqual([{ message: 'Bad Request', type: 'warning' }]);
  });
});

describe('request shape (spec §7)', () => {
  const sent = (): { url: string; init: RequestInit; headers: Record<string, string> } => {
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  };

  test("without a session the bearer is the literal 'customer'", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { err: 200 }));
    await httpClient('/api/user/create-captcha', { method: 'GET' });
    expect(sent().headers.Authorization).toBe('Bearer customer');
    expect(sent().headers.Token).toBeUndefined();
  });

  test('with a session: bearer session, Token from tokenMcPt, and never the device secret', async () => {
    localStorage.setItem('session', 'abc');
    localStorage.setItem('tokenMcPt', JSON.stringify({ token: 'second' }));
    localStorage.setItem('deviceId', 'dev-1');
    fetchMock.mockResolvedValueOnce(answer(200, { err: 200 }));
    await httpClient('/api/merchant/merchantBalance', { body: { shopId: 1 } });
    const { headers, init } = sent();
    expect(headers).toMatchObject({
      Authorization: 'Bearer abc',
      Token: 'second',
      'Content-Type': 'application/json',
    });
    expect(Object.values(headers)).not.toContain('dev-1');
    expect(init.method).toBe('POST');
  });

  test('POST is the default and sends JSON; GET has no body', async () => {
    fetchMock.mockImplementation(async () => answer(200, { err: 200 }));
    await httpClient('/api/a', { body: { x: 1 } });
    await httpClient('/api/b', { method: 'GET', body: { ignored: true } });
    const [[, post], [, get]] = fetchMock.mock.calls as [string, RequestInit][];
    expect(post.method).toBe('POST');
    expect(post.body).toBe('{"x":1}');
    expect(get.method).toBe('GET');
    expect(get.body).toBeUndefined();
  });

  test('a call without a body sends no JSON content type (logout, DELETE)', async () => {
    fetchMock.mockImplementation(async () => answer(200, { err: 200 }));
    await httpClient('/api/merchant/logout');
    await httpClient('/api/records/x/1', { method: 'DELETE' });
    for (const [, init] of fetchMock.mock.calls as [string, RequestInit][]) {
      expect(init.body).toBeUndefined();
      expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    }
  });

  test("says the app's language, not the browser's, so that the server writes notices in it", async () => {
    fetchMock.mockImplementation(async () => answer(200, { err: 200 }));
    await httpClient('/api/merchant/login', { body: { x: 1 } });
    localStorage.setItem('locale', 'vi');
    await httpClient('/api/merchant/login', { body: { x: 1 } });
    const languages = (fetchMock.mock.calls as [string, RequestInit][]).map(([, init]) => (init.headers as Record<string, string>)['Accept-Language']);
    expect(languages).toEqual(['en', 'vi']);
  });

  test('extra headers are added', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { err: 200 }));
    await httpClient('/api/a', { headers: { 'X-Trace': '1' } });
    expect(sent().headers['X-Trace']).toBe('1');
  });

  test('uploads are multipart with the session as bearer and no JSON content type', async () => {
    localStorage.setItem('session', 'abc');
    fetchMock.mockResolvedValueOnce(answer(200, { err: 200, data: 'img.png' }));
    const form = new FormData();
    form.append('images', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(uploadForm('/api/file/upload-image', form)).resolves.toMatchObject({ data: 'img.png' });
    const { init, headers } = sent();
    expect(init.body).toBe(form);
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBeUndefined();
  });

  test('a refused upload raises no notice: its widget says why beside the field (a full quota, a file too large), once', async () => {
    fetchMock.mockResolvedValueOnce(answer(413, { err: 413, message: 'app.files.quotaExceeded', data: { field: 'files' } }));
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.pdf');
    await expect(uploadForm('/api/file/upload-file', form)).rejects.toMatchObject({ message: 'app.files.quotaExceeded', told: false });
    expect(notices).toEqual([]);
  });
});
