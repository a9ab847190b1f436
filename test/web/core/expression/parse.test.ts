import jsep from 'jsep';
import {
  EXPRESSION_LIMITS,
  type Expression,
  parseExpression,
  referencedNames,
} from '../../../../src/core/expression';

const astOf = (source: string): Expression => {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(`expected ${source} to parse: ${result.error}`);
  return result.ast;
};

const errorOf = (source: string): string => {
  const result = parseExpression(source);
  if (result.ok) throw new Error(`expected ${source} to be refused`);
  return result.error;
};

describe('parseExpression', () => {
  it.each([
    "status == 'active'",
    'type !== 1 && !isDefault',
    'items.length > 0',
    'a.b.c == 3',
    "mode == 'edit' ? false : true",
    "x ?? 'y'",
    'a === b',
    "typeof a == 'string'",
    'a?.b',
    "a['b'][0]",
    '[1, "2", true, null]',
    '-(a + +b) * 2 % 3 / 4',
    '((((a))))',
  ])('accepts %s', (source) => {
    expect(parseExpression(source).ok).toBe(true);
  });

  it('builds the node jsep builds', () => {
    expect(astOf('a === 1')).toEqual({
      type: 'BinaryExpression',
      operator: '===',
      left: { type: 'Identifier', name: 'a' },
      right: { type: 'Literal', value: 1, raw: '1' },
    });
    expect(astOf('typeof a')).toEqual({
      type: 'UnaryExpression',
      operator: 'typeof',
      argument: { type: 'Identifier', name: 'a' },
      prefix: true,
    });
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['a b', /only one expression/],
    ['a, b', /only one expression/],
    ['(a, b)', /comma sequences/],
    ['f()', /function calls/],
    ['a.b()', /function calls/],
    ['this', /`this`/],
    ['this.a', /`this`/],
    ['new Date()', /only one expression/],
    ['a = 1', /Unexpected "="/],
    ['() => 1', /Unexpected/],
    ['`${a}`', /Unexpected "`"/],
    ['a.__proto__', /"__proto__" is not allowed/],
    ["a['constructor']", /"constructor" is not allowed/],
    ['prototype', /"prototype" is not allowed/],
    ['a << 1', /operator << is not allowed/],
    ['a ** 2', /operator \*\* is not allowed/],
    ['~a', /operator ~ is not allowed/],
    ['a +', /Expected expression/],
    ['(a', /Unclosed|Expected/],
  ])('refuses %j', (source, message) => {
    expect(errorOf(source)).toMatch(message);
  });

  it('refuses what is not a string', () => {
    expect(parseExpression(42 as unknown as string)).toEqual({ ok: false, error: 'the expression must be a string' });
  });

  describe('limits', () => {
    it(`accepts ${EXPRESSION_LIMITS.sourceLength} characters, not one more`, () => {
      const padded = (length: number) => `a${' '.repeat(length - 1)}`;
      expect(parseExpression(padded(EXPRESSION_LIMITS.sourceLength)).ok).toBe(true);
      expect(errorOf(padded(EXPRESSION_LIMITS.sourceLength + 1))).toMatch(/longer than 500 characters/);
    });

    it(`accepts a depth of ${EXPRESSION_LIMITS.depth}, not one more`, () => {
      const nested = (depth: number) => `${'['.repeat(depth - 1)}a${']'.repeat(depth - 1)}`;
      expect(parseExpression(nested(EXPRESSION_LIMITS.depth)).ok).toBe(true);
      expect(errorOf(nested(EXPRESSION_LIMITS.depth + 1))).toMatch(/nested more than 32 levels/);
      expect(errorOf(`${'!'.repeat(40)}a`)).toMatch(/nested more than 32 levels/);
    });

    it(`accepts ${EXPRESSION_LIMITS.nodes} nodes, not one more`, () => {
      const wide = (nodes: number) => `[${Array(nodes - 1).fill('a').join(',')}]`;
      expect(parseExpression(wide(EXPRESSION_LIMITS.nodes)).ok).toBe(true);
      expect(errorOf(wide(EXPRESSION_LIMITS.nodes + 1))).toMatch(/more than 200 parts/);
    });
  });

  describe('jsep configuration', () => {
    it('adds typeof only while parsing, leaving jsep as it was for other users', () => {
      const before = { unary: { ...jsep.unary_ops }, binary: { ...jsep.binary_ops } };
      parseExpression('typeof a');
      expect(jsep.unary_ops).toEqual(before.unary);
      expect(jsep.binary_ops).toEqual(before.binary);
      expect(jsep('typeof a').type).toBe('Compound');
    });

    it('keeps === and !== working when someone removed them from jsep', () => {
      jsep.removeBinaryOp('===');
      jsep.removeBinaryOp('!==');
      try {
        expect(astOf('a === 1 && b !== 2').type).toBe('BinaryExpression');
        expect(Object.keys(jsep.binary_ops)).not.toContain('===');
      } finally {
        jsep.addBinaryOp('===', 6);
        jsep.addBinaryOp('!==', 6);
      }
    });

    it('still refuses what a plugin registered elsewhere would add', () => {
      jsep.addBinaryOp('=', 0.9);
      try {
        expect(errorOf('a = 1')).toMatch(/operator = is not allowed/);
      } finally {
        jsep.removeBinaryOp('=');
      }
    });
  });
});

describe('referencedNames', () => {
  it.each([
    ["status == 'active'", ['status']],
    ['type !== 1 && !isDefault', ['type', 'isDefault']],
    ['a.b.c == 3', ['a']],
    ['a[b].c + a[c]', ['a', 'b', 'c']],
    ["mode == 'edit' ? x : y", ['mode', 'x', 'y']],
    ['x ?? undefined', ['x']],
    ['[p, q, p]', ['p', 'q']],
    ['1 + 2', []],
  ])('%s reads %j', (source, names) => {
    expect(referencedNames(astOf(source))).toEqual(names);
  });

  it('walks a hand-built AST with calls and a cycle without looping', () => {
    const call: Expression = { type: 'CallExpression', callee: { type: 'Identifier', name: 'f' }, arguments: [] };
    call.arguments = [{ type: 'Identifier', name: 'g' }, call];
    expect(referencedNames(call)).toEqual(['f', 'g']);
  });
});
