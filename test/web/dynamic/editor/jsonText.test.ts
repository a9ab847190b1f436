import { parentPath, parseJsonText, spanOfPath } from '../../../../src/dynamic/editor/jsonText';
import { appendAt, draftId, moveAt, removeAt, setAt } from '../../../../src/dynamic/editor/draft';

describe('parseJsonText', () => {
  test('a valid text is its value', () => {
    expect(parseJsonText('{ "a": [1, "x", null, true, -2.5e3] }')).toEqual({ ok: true, value: { a: [1, 'x', null, true, -2500] } });
  });

  test.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expectedCommaOrBrace'],
    ['{ "a": 1, }', 1, 11, 'expectedKey'],
    ['{ "a" 1 }', 1, 7, 'expectedColon'],
    ['[1, 2', 1, 6, 'unexpectedEnd'],
    ['[1 2]', 1, 4, 'expectedCommaOrBracket'],
    ['{ "a": tru }', 1, 8, 'expectedValue'],
    ['{ "a": "x\\q" }', 1, 10, 'badEscape'],
    ['{ "a": "line\nbreak" }', 1, 13, 'controlCharacter'],
    ['{ "a": "open }', 1, 8, 'unclosedString'],
    ['{} {}', 1, 4, 'trailingText'],
    ["{ 'a': 1 }", 1, 3, 'expectedKey'],
    ['', 1, 1, 'unexpectedEnd'],
  ])('%j fails at line %i, column %i: %s', (text, line, column, fault) => {
    expect(parseJsonText(text)).toEqual({ ok: false, error: expect.objectContaining({ line, column, fault }) });
  });

  test('deep nesting is refused, not a stack overflow', () => {
    const text = `${'['.repeat(5000)}${']'.repeat(4999)}`;
    expect(parseJsonText(text)).toEqual({ ok: false, error: expect.objectContaining({ fault: 'tooDeep' }) });
  });
});

describe('spanOfPath', () => {
  const text = JSON.stringify({ name: 'A', schema: [{ field: 'x', widget: 'Text' }, { field: 'y', items: [{ key: 'k' }] }], 'odd key': 1 }, null, 2);
  const at = (path: string) => {
    const span = spanOfPath(text, path);
    return span ? text.slice(span.start, span.end) : null;
  };

  test('finds the value at a path as the checks write it', () => {
    expect(at('name')).toBe('"A"');
    expect(at('schema[0].widget')).toBe('"Text"');
    expect(at('schema[1].items[0].key')).toBe('"k"');
    expect(at('["odd key"]')).toBe('1');
  });

  test('a missing key falls back to what encloses it', () => {
    expect(at('schema[0].required')).toBe(at('schema[0]'));
    expect(at('schema[5].widget')).toBe(at('schema'));
    expect(at('nothing')).toBe(text);
  });

  test('none in a text that does not parse', () => {
    expect(spanOfPath('{ "a": ', 'a')).toBeNull();
  });

  test('parentPath walks up to the whole definition', () => {
    expect(parentPath('schema[2].widget')).toBe('schema[2]');
    expect(parentPath('schema[2]')).toBe('schema');
    expect(parentPath('schema')).toBe('');
    expect(parentPath('')).toBeNull();
    expect(parentPath('list["a b"]')).toBe('list');
  });
});

describe('draft changes', () => {
  const draft = { id: 5, name: 'A', schema: [{ field: 'a' }, { field: 'b' }, { field: 'c' }] };

  test('set by path without touching the original; undefined removes the key', () => {
    const changed = setAt(draft, ['schema', 1, 'required'], true);
    expect(changed.schema).toEqual([{ field: 'a' }, { field: 'b', required: true }, { field: 'c' }]);
    expect(draft.schema[1]).toEqual({ field: 'b' });
    expect((changed.schema as unknown[])[0]).toBe(draft.schema[0]);
    expect(setAt(draft, ['name'], undefined)).toEqual({ id: 5, schema: draft.schema });
  });

  test('lists: add, remove, move', () => {
    expect(appendAt({}, ['apis'], { name: 'x' })).toEqual({ apis: [{ name: 'x' }] });
    expect(removeAt(draft, ['schema'], 1).schema).toEqual([{ field: 'a' }, { field: 'c' }]);
    expect(moveAt(draft, ['schema'], 0, 1).schema).toEqual([{ field: 'b' }, { field: 'a' }, { field: 'c' }]);
    expect(moveAt(draft, ['schema'], 0, -1)).toBe(draft);
  });

  test('the id a save goes to', () => {
    expect(draftId({ id: 7 })).toBe(7);
    expect(draftId({ id: '12' })).toBe(12);
    expect(draftId({ id: 0 })).toBeNull();
    expect(draftId({ id: '1x' })).toBeNull();
    expect(draftId({})).toBeNull();
  });
});
