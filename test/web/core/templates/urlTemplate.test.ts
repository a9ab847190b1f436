import fc from 'fast-check';
import { fillUrlTemplate, findPlaceholders, tokenize } from '../../../../src/core/templates';

const urlOf = (template: string, context: Parameters<typeof fillUrlTemplate>[1] = {}) => {
  const result = fillUrlTemplate(template, context);
  if (!result.ok) throw new Error(`expected ${template} to be followed: ${result.reason}`);
  return result.url;
};

describe('fillUrlTemplate', () => {
  const record = { id: 7, code: 'GRAB 50/K?x=1#top', partner: { name: 'Đối tác & Co' }, empty: null };

  it('puts in the record id for $, record fields for #field# and query parameters for @param@', () => {
    expect(urlOf('#/form?page=54&mode=edited&id=$', { record })).toBe('#/form?page=54&mode=edited&id=7');
    expect(urlOf('/form/$', { record, id: 'a-1' })).toBe('/form/a-1');
    expect(urlOf('#/list?page=@page@&mode=@mode@', { query: { page: '45', mode: ['edit', 'show'] } })).toBe('#/list?page=45&mode=edit');
    expect(urlOf('/x?voucher=@voucher@', { query: new URLSearchParams('voucher=V%201') })).toBe('/x?voucher=V%201');
  });

  it('encodes every value, so it stays one path segment or one query value', () => {
    expect(urlOf('/vouchers/#code#/view', { record })).toBe('/vouchers/GRAB%2050%2FK%3Fx%3D1%23top/view');
    expect(urlOf('#/form?page=45&embed=#partner#', { record })).toBe(
      `#/form?page=45&embed=${encodeURIComponent('{"name":"Đối tác & Co"}')}`,
    );
    expect(urlOf('/v/#empty#/#missing#', { record })).toBe('/v//');
    expect(urlOf('/v/#a#', { record: { a: '../../admin' } })).toBe('/v/..%2F..%2Fadmin');
    expect(urlOf('/v?next=#a#', { record: { a: 'https://evil.com/?x#y' } })).toBe('/v?next=https%3A%2F%2Fevil.com%2F%3Fx%23y');
    expect(urlOf('/v?note=#a#', { record: { a: 'line\nnext\u0000' } })).toBe('/v?note=line%0Anext%00');
  });

  it('follows https URLs whose host the template writes', () => {
    expect(urlOf('https://partners.example.com/vouchers/#code#?ref=@page@', { record, query: { page: '60' } })).toBe(
      'https://partners.example.com/vouchers/GRAB%2050%2FK%3Fx%3D1%23top?ref=60',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://app.example/1',
    'file:///etc/passwd',
    'mailto:a@example.com',
    'http://evil.com',
    'HTTP://evil.com/x',
    'ftp://evil.com',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/x\\..\\admin',
    'https:evil.com',
    'https:/evil.com',
    'https://',
    'https:///evil.com',
    'https://user:pass@evil.com/',
    'https://evil.com@',
    'evil.com',
    'form?page=45',
    './form',
    '../admin',
    '?page=45',
    '#page',
    '/a/../admin',
    '/a/./b',
    '/a/%2e%2E/admin',
    '/a/.%2e',
    '#/../admin',
    '/x y',
    '/x\u00a0y',
    '/x\u202Eevil',
    '/x\u200By',
    'https://#code#.example.com/',
    'https://example.com#code#/',
    'https://example.com:$/',
  ])('refuses %j', (template) => {
    const result = fillUrlTemplate(template, { record: { id: 1, code: 'x' } });
    expect(result).toEqual({ ok: false, reason: expect.any(String) });
  });

  it.each<[string, Record<string, unknown>]>([
    ['#a#', { a: 'javascript:alert(1)' }],
    ['#a#', { a: '//evil.com' }],
    ['#a#', { a: '/x' }],
    ['$', { id: '/evil' }],
    ['#a#//evil.com', { a: '' }],
    ['/#a#/evil.com', { a: '' }],
    ['/files/#a#', { a: '..' }],
    ['/files/#a#/x', { a: '.' }],
    ['/x/#a#', { a: '\uD800' }],
  ])('refuses %j when the values would make it unsafe: %j', (template, values) => {
    expect(fillUrlTemplate(template, { record: values }).ok).toBe(false);
  });

  it('never throws, whatever the template or the values', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const getter = jest.fn(() => 'x');
    const record = Object.defineProperty({ big: 10n, cyclic, symbol: Symbol('s'), fn: () => 1 }, 'computed', { get: getter });
    for (const template of [undefined, null, 5, {}, '/#cyclic#', '/#big#', '/#symbol#/#fn#', '/#computed#', 'x'.repeat(10_000)]) {
      expect(() => fillUrlTemplate(template, { record })).not.toThrow();
    }
    expect(fillUrlTemplate('/#cyclic#', { record })).toEqual({ ok: false, reason: 'a value cannot be written as text' });
    expect(urlOf('/#big#/#symbol#/#fn#/#computed#', { record })).toBe('/10///');
    expect(getter).not.toHaveBeenCalled();
  });
});

describe('fillUrlTemplate, on generated values', () => {
  const templates = [
    '/form/#a#/view?x=#b#&q=@p@',
    '#/form?page=45&mode=import&embed=#a#&id=$',
    'https://partners.example.com/v/#a#/#b#?ref=@p@#$',
    '/files/#a#',
  ];
  const APP = 'https://app.example';
  const hostile = fc.constantFrom(
    '..', '.', '', '../', '/', '//evil.com', '\\evil.com', 'javascript:alert(1)', '?x=1', '#y', '&z=2', '%2e%2e', '%00', '\n', '\u202E', 'https://evil.com',
  );
  const value = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
    hostile,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const expectedText = (input: unknown) =>
    input === null || input === undefined ? '' : typeof input === 'string' ? input : typeof input === 'object' ? JSON.stringify(input) : String(input);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  /** The template as a pattern: literal text as it is, each placeholder one run of characters without / ? # & =. */
  const patternOf = (template: string) =>
    new RegExp(`^${tokenize(template).map((token) => (token.kind === 'text' ? escape(token.text) : '([^/?#&=]*)')).join('')}$`);

  it('gives a url of this site or of the template’s https host, whose inserted values decode to what was given', () => {
    // Query parameters are text (a list gives its first one); record values and the id may be anything.
    const param = fc.oneof(fc.string({ unit: 'binary' }), hostile);
    fc.assert(
      fc.property(fc.constantFrom(...templates), value, value, param, value, (template, a, b, p, id) => {
        const result = fillUrlTemplate(template, { record: { a, b }, query: { p }, id: id as string });
        if (!result.ok) return;
        const parsed = new URL(result.url, APP);
        expect(parsed.protocol).toBe('https:');
        expect([APP, 'https://partners.example.com']).toContain(parsed.origin);
        if (!template.startsWith('https://')) expect(parsed.origin).toBe(APP);
        const match = patternOf(template).exec(result.url);
        expect(match).not.toBeNull();
        const inserted = findPlaceholders(template).map((placeholder) =>
          placeholder.kind === 'id' ? id : placeholder.kind === 'param' ? p : placeholder.name === 'a' ? a : b,
        );
        expect(match!.slice(1).map((part) => decodeURIComponent(part))).toEqual(inserted.map(expectedText));
      }),
      { numRuns: 3000 },
    );
  });

  it('always follows a template whose values sit in the query, for well-formed text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), hostile), fc.oneof(fc.string({ unit: 'binary' }), hostile), (a, id) => {
        expect(fillUrlTemplate(templates[1], { record: { a }, id }).ok).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
