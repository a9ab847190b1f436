import { describeEachDatabase } from '../support/databases';
import { PNG, postMultipart, signedLinkOf } from '../support/files';
import { putPage, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

const MODEL = 'rich-notes';

const richPage = {
  id: 75, name: 'Bài viết', resource: MODEL, action: 'managerecords',
  languages: [{ code: 'vi', name: 'Tiếng Việt' }, { code: 'en', name: 'English' }],
  schema: [
    { field: 'content', name: 'Nội dung', widget: 'RichText' },
    { field: 'terms', name: 'Điều kiện', widget: 'CkEditorSchema' },
    { field: 'intro', name: 'Giới thiệu', widget: 'RichText', isMutilLanguage: true },
    { field: 'plain', name: 'Ghi chú', widget: 'TextArea' },
  ],
  apis: [
    { name: 'list', url: `/api/records/${MODEL}`, method: 'GET', type: 'list' },
    { name: 'read', url: `/api/records/${MODEL}`, method: 'GET', type: 'read' },
    { name: 'create', url: `/api/records/${MODEL}`, method: 'POST', type: 'create' },
    { name: 'update', url: `/api/records/${MODEL}`, method: 'PATCH', type: 'update' },
  ],
};

const HOSTILE = [
  '<p onclick="alert(1)">Xin chào</p>',
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">bấm</a>',
  '<a href="  JaVa\tScRiPt:alert(1)">bấm</a>',
  '<a href="&#106;avascript:alert(1)">bấm</a>',
  '<img src="https://cdn.example/a.png" onerror="alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<img src="/api/file/../user/me">',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
].join('');

/** What no stored rich text may hold, whatever a caller sent. */
const expectHarmless = (html: unknown) => {
  expect(typeof html).toBe('string');
  expect(html).not.toMatch(/<script|<svg|<iframe|<style|<math/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:/i);
};

describeEachDatabase('rich text as stored', (context) => {
  const filesDir = suiteTempDir('rich-text-files-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path } }));
  let staff: SignedIn;
  /** A record may show only its owner's uploads, so the allowed image is a real one. */
  let ownImage: string;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    expect((await putPage(suite.app, staff, richPage.id, richPage)).statusCode).toBe(200);
    const uploaded: string = (await postMultipart(suite.app, '/api/file/upload-image', [{ field: 'images', filename: 'a.png', bytes: PNG }], staff.headers)).json().data;
    ownImage = `/api/file/${/\/api\/file\/([0-9a-f-]{36})/.exec(uploaded)?.[1] ?? ''}`;
  });

  const write = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method, url, headers: staff.headers, payload });

  it('keeps no script, handler or javascript: address in RichText, CkEditorSchema and multi-language rich text', async () => {
    const created = await write('POST', `/api/records/${MODEL}`, { content: HOSTILE, terms: HOSTILE, intro: { vi: HOSTILE, en: HOSTILE } });
    expect(created.statusCode).toBe(200);
    const { id, content } = created.json().data;
    // What the caller gets back is what was stored.
    expect(content).toBe(
      '<p>Xin chào</p><a rel="noopener noreferrer">bấm</a><a rel="noopener noreferrer">bấm</a><a rel="noopener noreferrer">bấm</a>'
      + '<img src="https://cdn.example/a.png" />',
    );
    const stored = await storedData(context.database, id);
    for (const html of [stored?.content, stored?.terms, (stored?.intro as Record<string, unknown>).vi, (stored?.intro as Record<string, unknown>).en]) {
      expectHarmless(html);
    }
  });

  it('keeps the formatting, links and images the app allows', async () => {
    const html = '<h2>Ưu đãi</h2><p>a<br /><strong>b</strong><em>c</em><u>d</u><s>e</s></p><ul><li>x</li></ul>'
      + `<blockquote>q</blockquote><pre><code>z</code></pre><p><a href="https://shop.example/x" rel="noopener noreferrer">web</a>`
      + ` <a href="mailto:hotro@shop.example" rel="noopener noreferrer">thư</a> <a href="/form?page=45" rel="noopener noreferrer">trang</a>`
      + `<img src="${ownImage}" alt="Ảnh" /></p>`;
    const created = await write('POST', `/api/records/${MODEL}`, { content: html });
    expect(created.statusCode).toBe(200);
    // Stored as sent; answered with the image's signed link, which an <img> can load.
    expect(await storedData(context.database, created.json().data.id)).toMatchObject({ content: html });
    const answered: string = created.json().data.content;
    const link = /<img src="([^"]+)"/.exec(answered)?.[1] ?? '';
    expect(link).toMatch(signedLinkOf(ownImage.slice('/api/file/'.length)));
    expect(answered.replace(link, ownImage)).toBe(html);
  });

  it('sanitises an update too, and leaves plain multi-line text alone', async () => {
    const { id } = (await write('POST', `/api/records/${MODEL}`, { content: '<p>ok</p>' })).json().data;
    const patched = await write('PATCH', `/api/records/${MODEL}/${id}`, { content: '<p>ok</p><img src=x onerror=alert(1)>', plain: '<b>a</b> < b' });
    expect(patched.statusCode).toBe(200);
    expect(await storedData(context.database, id)).toMatchObject({ content: '<p>ok</p>', plain: '<b>a</b> < b' });
  });
});
