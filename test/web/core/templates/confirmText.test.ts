import { fillConfirmText } from '../../../../src/core/templates';

describe('fillConfirmText', () => {
  it('puts the values in as text and lists the parts', () => {
    expect(fillConfirmText('Chặn ưu đãi #name# (#code#)?', { name: 'Giảm 50K', code: 'GRAB50' })).toEqual({
      text: 'Chặn ưu đãi Giảm 50K (GRAB50)?',
      parts: [
        { text: 'Chặn ưu đãi ' }, { field: 'name', value: 'Giảm 50K' }, { text: ' (' }, { field: 'code', value: 'GRAB50' }, { text: ')?' },
      ],
    });
  });

  it('gives markup in a value back as plain text in its own part', () => {
    const { text, parts } = fillConfirmText('Xoá #name#?', { name: '<script>alert(1)</script><img src=x onerror=alert(2)>' });
    expect(text).toBe('Xoá <script>alert(1)</script><img src=x onerror=alert(2)>?');
    expect(parts[1]).toEqual({ field: 'name', value: '<script>alert(1)</script><img src=x onerror=alert(2)>' });
    expect(parts.filter((part) => 'text' in part).map((part) => ('text' in part ? part.text : ''))).toEqual(['Xoá ', '?']);
  });

  it('writes other values as short text', () => {
    const record = { n: 0, yes: false, none: null, list: [1, 'a'], object: { a: { b: 1 } }, when: new Date(Date.UTC(2026, 0, 2)), long: 'x'.repeat(500) };
    const value = (field: string) => fillConfirmText(`#${field}#`, record).text;
    expect(['n', 'yes', 'none', 'missing', 'list', 'object', 'when'].map(value)).toEqual([
      '0', 'false', '', '', '[1,"a"]', '{"a":{"b":1}}', '2026-01-02T00:00:00.000Z',
    ]);
    expect(value('long')).toHaveLength(200);
    expect(value('long').endsWith('…')).toBe(true);
  });

  it('leaves $ and @param@ as they are, and drops bidi controls from values', () => {
    expect(fillConfirmText('Pay $ to @shop@: #name#', { name: 'abc\u202Efed' }).text).toBe('Pay $ to @shop@: abcfed');
  });

  it('reads only own data properties: no getter runs, nothing comes from a prototype', () => {
    const getter = jest.fn(() => 'secret');
    const record = Object.create({ inherited: 'from prototype' }) as Record<string, unknown>;
    Object.defineProperty(record, 'computed', { get: getter, enumerable: true });
    expect(fillConfirmText('#inherited#|#computed#|#constructor#|#toString#', record).text).toBe('|||');
    expect(getter).not.toHaveBeenCalled();
  });

  it('never throws', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(fillConfirmText('#self# #big#', { self: cyclic, big: 10n }).text).toBe('… 10');
    expect(fillConfirmText(undefined, {})).toEqual({ text: '', parts: [] });
    expect(fillConfirmText('#a#', null).text).toBe('');
  });
});
