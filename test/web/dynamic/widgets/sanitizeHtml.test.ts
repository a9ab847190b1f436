import { isSafeImageUrl, isSafeLinkUrl, sanitizeHtml } from '../../../../src/dynamic/widgets/sanitizeHtml';

test('keeps the allowed formatting as it is', () => {
  const html =
    '<h1>T</h1><h4>t</h4><p>a<br><strong>b</strong><em>c</em><u>d</u><s>e</s></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
    '<blockquote>q</blockquote><pre><code>z</code></pre>';
  expect(sanitizeHtml(html)).toBe(html);
});

test('links keep https, mailto and relative addresses and get rel=noopener noreferrer', () => {
  expect(sanitizeHtml('<a href="https://example.com/x" target="_blank">a</a>')).toBe(
    '<a href="https://example.com/x" rel="noopener noreferrer">a</a>',
  );
  expect(sanitizeHtml('<a href="mailto:a@b.vn">m</a>')).toBe('<a href="mailto:a@b.vn" rel="noopener noreferrer">m</a>');
  expect(sanitizeHtml('<a href="/form?page=45">r</a>')).toBe('<a href="/form?page=45" rel="noopener noreferrer">r</a>');
  expect(sanitizeHtml('<a href="https://x.vn" rel="opener">a</a>')).toBe('<a href="https://x.vn" rel="noopener noreferrer">a</a>');
});

test.each([
  ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
  ['an event handler', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
  ['onerror on an image', '<img src="https://x.vn/a.png" onerror="alert(1)">', '<img src="https://x.vn/a.png">'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['a javascript: link hidden by a tab and case', '<a href="  JaVa\tScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['an http link', '<a href="http://evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['a protocol-relative link', '<a href="//evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ['a data: image', '<p><img src="data:image/svg+xml;base64,PHN2Zz4=">t</p>', '<p>t</p>'],
  ['an image from another http host', '<img src="http://evil.example/a.png">', ''],
  ['an svg', '<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
  ['a style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ['a form', '<form action="https://evil.example"><input name="a"></form><p>ok</p>', '<p>ok</p>'],
  ['an object', '<object data="https://evil.example/x.swf"></object>', ''],
  ['a math mutation (mXSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['attributes on a tag the allow-list does not give them to', '<p alt="x" rel="opener" src="https://x.vn/a.png">ok</p>', '<p>ok</p>'],
  ['an unknown element keeps its text', '<div class="x"><span id="y">text</span></div>', 'text'],
])('drops %s', (_name, hostile, expected) => {
  expect(sanitizeHtml(hostile)).toBe(expected);
});

const OWN_IMAGE = '/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca427';

test('images from https or our own /api/file/<uuid> store are kept, with their alt text', () => {
  expect(sanitizeHtml(`<img src="${OWN_IMAGE}" alt="A">`)).toBe(`<img src="${OWN_IMAGE}" alt="A">`);
  expect(sanitizeHtml('<img src="https://cdn.example/a.jpg">')).toBe('<img src="https://cdn.example/a.jpg">');
  expect(sanitizeHtml('<img src="/api/other/a.png">')).toBe('');
  expect(sanitizeHtml('<img src="/api/file/../user/me">')).toBe('');
});

test.each([
  ['encoded dot segments', '/api/file/%2e%2e/%2e%2e/admin/get-meta'],
  ['upper-case encoded dot segments', '/api/file/%2E%2E/user/me'],
  ['an entity-encoded dot segment', '/api/file/&#46;&#46;/user/me'],
  ['a single dot segment', `/api/file/./${OWN_IMAGE.slice(10)}`],
  ['a name that is no uploaded id', '/api/file/abc.png'],
  ['a query after the id', `${OWN_IMAGE}?next=/api/admin`],
  ['a path below the id', `${OWN_IMAGE}/../../admin`],
  ['a backslash', '/api/file/..\\admin'],
])('drops an own-store image address with %s', (_what, src) => {
  expect(sanitizeHtml(`<p><img src="${src}">t</p>`)).toBe('<p>t</p>');
});

test('anything that is not a string becomes empty', () => {
  expect(sanitizeHtml(undefined)).toBe('');
  expect(sanitizeHtml(null)).toBe('');
  expect(sanitizeHtml({ toString: () => '<script>x</script>' })).toBe('');
});

test('the URL rules on their own', () => {
  expect(isSafeLinkUrl('#top')).toBe(true);
  expect(isSafeLinkUrl('page.html')).toBe(true);
  expect(isSafeLinkUrl('/\\evil.example')).toBe(false);
  expect(isSafeLinkUrl('vbscript:x')).toBe(false);
  expect(isSafeLinkUrl('')).toBe(false);
  expect(isSafeImageUrl('//evil.example/api/file/a.png')).toBe(false);
  expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
  expect(isSafeImageUrl(OWN_IMAGE)).toBe(true);
  expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(true);
  expect(isSafeImageUrl('/api/file/%2e%2e/admin/get-meta')).toBe(false);
  expect(isSafeImageUrl(OWN_IMAGE.toUpperCase())).toBe(false);
  expect(isSafeImageUrl('https:cdn.example/a.png')).toBe(false);
  expect(isSafeImageUrl(' https://cdn.example/a.png')).toBe(false);
  expect(isSafeImageUrl(null)).toBe(false);
});

test('the signed link the server answers for an own image is kept; another query on our store is not', () => {
  const signed = `${OWN_IMAGE}?t=1795000000.${'b'.repeat(43)}`;
  expect(sanitizeHtml(`<p><img src="${signed}" alt="Shop"></p>`)).toBe(`<p><img src="${signed}" alt="Shop"></p>`);
  expect(sanitizeHtml(`<img src="${OWN_IMAGE}?t=1795000000.${'b'.repeat(43)}&amp;x=1">`)).toBe('');
});
