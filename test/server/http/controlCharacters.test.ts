import { findControlCharacter } from '../../../server/http/controlCharacters';
import { describeEachDatabase } from '../support/databases';
import { putPage, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const MODEL = 'control-notes';

const notesPage = {
  id: 74, name: 'Ghi chú', resource: MODEL, action: 'managerecords',
  languages: [{ code: 'vi', name: 'Tiếng Việt' }, { code: 'en', name: 'English' }],
  schema: [
    { field: 'title', name: 'Tiêu đề', widget: 'Text', required: true },
    { field: 'body', name: 'Nội dung', widget: 'TextArea' },
    { field: 'label', name: 'Nhãn', widget: 'Text', isMutilLanguage: true },
  ],
  apis: [
    { name: 'list', url: `/api/records/${MODEL}`, method: 'GET', type: 'list' },
    { name: 'create', url: `/api/records/${MODEL}`, method: 'POST', type: 'create' },
  ],
};

const refusal = (field: string, character: string) => ({
  err: 400, message: 'invalidParam',
  data: { field, errors: [{ field, message: `contains the control character ${character}, which text may not hold` }] },
});

describeEachDatabase('control characters in what a caller sends', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    expect((await putPage(suite.app, staff, notesPage.id, notesPage)).statusCode).toBe(200);
  });

  const create = (payload: unknown) =>
    suite.app.inject({ method: 'POST', url: `/api/records/${MODEL}`, headers: staff.headers, payload: payload as Record<string, unknown> });

  it('refuses a NUL in a body field with 400 naming the field, and stores nothing', async () => {
    const answer = await create({ title: 'Cà phê\u0000sữa' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('title', 'U+0000'));
    const list = await suite.app.inject({ url: `/api/records/${MODEL}`, headers: staff.headers });
    expect(list.json().count).toBe(0);
  });

  it('names the place inside a field, a key that holds one, and refuses escape, DEL and lone surrogates', async () => {
    expect((await create({ title: 'a', label: { vi: 'x', en: 'y\u001b[31m' } })).json()).toEqual(refusal('label.en', 'U+001B'));
    expect((await create({ title: 'a', 'ti\u0007tle': 'b' })).json()).toEqual(refusal('ti\\u0007tle', 'U+0007'));
    expect((await create({ title: 'del\u007f' })).json()).toEqual(refusal('title', 'U+007F'));
    expect((await create({ title: 'half \ud83d of a smile' })).json()).toEqual(refusal('title', 'U+D83D'));
  });

  it('keeps tab, line feed and carriage return, and whole emoji', async () => {
    const answer = await create({ title: 'Ly 😀\tđá', body: 'dòng 1\r\ndòng 2\n\tthụt' });
    expect(answer.statusCode).toBe(200);
    expect(await storedData(context.database, answer.json().data.id)).toMatchObject({ title: 'Ly 😀\tđá', body: 'dòng 1\r\ndòng 2\n\tthụt' });
  });

  it('refuses one inside a list filter (JSON text of a query parameter) naming the filter', async () => {
    const queryInput = encodeURIComponent(JSON.stringify({ title: { contains: 'a\u0000' } }));
    const answer = await suite.app.inject({ url: `/api/records/${MODEL}?queryInput=${queryInput}`, headers: staff.headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('queryInput.title.contains', 'U+0000'));
  });

  it('refuses one in a report parameter with a JSON 400 instead of a cut-off CSV', async () => {
    const answer = await suite.app.inject({ url: `/api/reports/${MODEL}?title=%00`, headers: staff.headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(refusal('title', 'U+0000'));
  });

  it('checks every route, public ones too, before its handler runs', async () => {
    const answer = await suite.app.inject({
      method: 'POST', url: '/api/merchant/login',
      payload: { code: 'DEMO01', username: '0901234567\u0000', password: 'x', captchaId: '', captchaText: 'abcd' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('username', 'U+0000'));
  });
});

describe('findControlCharacter', () => {
  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findControlCharacter(deep)).toMatchObject({ character: 'U+0000' });
  });

  it('finds nothing in plain text, numbers and booleans', () => {
    expect(findControlCharacter({ a: ['x\ty', 1, true, null], b: { c: 'đ\r\n' } })).toBeNull();
  });
});
