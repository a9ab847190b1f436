import jsep from 'jsep';
import { type Expression, type ExpressionValues, evaluate, parseExpression } from '../../../../src/core/expression';
import { calls, trappedValues } from './guards';

const run = (source: string, values: ExpressionValues = {}) => {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(`expected ${source} to parse: ${parsed.error}`);
  return evaluate(parsed.ast, values);
};

const valueOf = (source: string, values: ExpressionValues = {}): unknown => {
  const result = run(source, values);
  if (!result.ok) throw new Error(`expected ${source} to evaluate: ${result.error}`);
  return result.value;
};

const errorOf = (source: string, values: ExpressionValues = {}): string => {
  const result = run(source, values);
  if (result.ok) throw new Error(`expected ${source} to fail, got ${String(result.value)}`);
  return result.error;
};

const form = {
  status: 'active',
  type: 2,
  isDefault: false,
  items: [{ id: 1 }],
  empty: [],
  a: { b: { c: 3 } },
  mode: 'edit',
  x: null,
  count: '3',
  zero: 0,
  name: 'Voucher',
};

beforeEach(() => {
  calls.count = 0;
});

afterEach(() => {
  expect(calls.count).toBe(0);
});

describe('the expressions page definitions use', () => {
  it.each<[string, unknown]>([
    ["status == 'active'", true],
    ["status != 'active'", false],
    ['type !== 1 && !isDefault', true],
    ['type === 2', true],
    ['items.length > 0', true],
    ['empty.length > 0', false],
    ['items[0].id == 1', true],
    ['a.b.c == 3', true],
    ["a['b'].c", 3],
    ["mode == 'edit' ? false : true", false],
    ["mode == 'create' ? false : true", true],
    ["x ?? 'y'", 'y'],
    ["zero ?? 'y'", 0],
    ["missing ?? 'y'", 'y'],
    ['name.length', 7],
    ["typeof count == 'string'", true],
    ['typeof missing', 'undefined'],
    ['!status', false],
    ['!!missing', false],
    ["status == 'active' || type == 1", true],
    ["isDefault && status == 'active'", false],
  ])('%s → %j', (source, expected) => {
    expect(valueOf(source, form)).toStrictEqual(expected);
  });
});

describe('JavaScript semantics', () => {
  const values = { one: 1, text: '1', no: false, nothing: null, list: [1] };

  it.each<[string, unknown]>([
    ['1 + 2 * 3 - 4 / 2 % 3', 1 + ((2 * 3) - ((4 / 2) % 3))],
    ["'a' + 1 + 2", 'a12'],
    ["1 + 2 + 'a'", '3a'],
    ['true + 1', 2],
    ['null + 1', 1],
    ['-text', -1],
    ['+no', 0],
    ['one / 0', Infinity],
    ["'b' > 'a'", true],
    ["'10' < '9'", true],
    ["'10' < 9", false],
    ['undefined < 1', false],
    ['null >= 0', true],
    ['a ? 1 : b ? 2 : 3', 3],
    ['[1, , text]', [1, undefined, '1']],
    ['list[0]', 1],
    ['list[5]', undefined],
    ['undefined', undefined],
  ])('%s → %j', (source, expected) => {
    expect(valueOf(source, values)).toStrictEqual(expected);
  });

  it.each<[string, boolean]>([
    ['one == text', true],
    ['one === text', false],
    ['no == 0', true],
    ["no == ''", true],
    ['nothing == undefined', true],
    ['nothing === undefined', false],
    ['nothing == 0', false],
    ['list == list', true],
    ['list == [1]', false],
    ['list == null', false],
    ['list != undefined', true],
  ])('loose and strict equality: %s → %j', (source, expected) => {
    expect(valueOf(source, values)).toBe(expected);
  });

  it('short-circuits && || ?? and the conditional', () => {
    const values = { o: { p: 1 } };
    expect(valueOf('false && missing.p', values)).toBe(false);
    expect(valueOf('o || missing.p', values)).toBe(values.o);
    expect(valueOf('o ?? missing.p', values)).toBe(values.o);
    expect(valueOf('true ? 1 : missing.p', values)).toBe(1);
    expect(errorOf('true && missing.p', values)).toMatch(/cannot read "p" of undefined/);
  });

  it('ends a ?. chain at null or undefined, as JavaScript does', () => {
    expect(valueOf('missing?.b.c', { })).toBeUndefined();
    expect(valueOf("missing?.['constr' + 'uctor']", {})).toBeUndefined();
    expect(valueOf('a?.b', { a: { b: 2 } })).toBe(2);
    expect(errorOf('a?.b.c', { a: {} })).toMatch(/cannot read "c" of undefined/);
  });
});

describe('member access', () => {
  it('reads own properties only', () => {
    const inherited = Object.create({ secret: 1 }) as object;
    const plain = Object.assign(Object.create(null) as object, { p: 1 });
    expect(valueOf('o.toString', { o: {} })).toBeUndefined();
    expect(valueOf('o.hasOwnProperty', { o: {} })).toBeUndefined();
    expect(valueOf('list.map', { list: [] })).toBeUndefined();
    expect(valueOf('o.p', { o: plain })).toBe(1);
    expect(errorOf('o.secret', { o: inherited })).toMatch(/only plain objects and arrays/);
  });

  it('looks names up as own properties of the values', () => {
    const values = Object.create({ inherited: 'yes' }) as Record<string, unknown>;
    values.own = 'yes';
    expect(valueOf('own', values)).toBe('yes');
    expect(valueOf('inherited', values)).toBeUndefined();
    expect(valueOf('toString', {})).toBeUndefined();
    expect(valueOf('undefined', { undefined: 1 })).toBeUndefined();
  });

  it.each([
    ["a['__pro' + 'to__']", /"__proto__" is not allowed/],
    ["a['constr' + 'uctor']", /"constructor" is not allowed/],
    ["a['proto' + 'type']", /"prototype" is not allowed/],
    ["a[['__proto__']]", /must be a string or a number/],
    ['a[a]', /must be a string or a number/],
    ['a[true]', /must be a string or a number/],
    ['missing.b', /cannot read "b" of undefined/],
    ['x.b', /cannot read "b" of null/],
    ['s.big', /of a string: only its length/],
    ['s[0]', /of a string: only its length/],
    ['n.toFixed', /only plain objects and arrays/],
    ['d.getTime', /only plain objects and arrays/],
  ])('refuses %s', (source, message) => {
    expect(errorOf(source, { a: { b: 1 }, x: null, s: 'text', n: 1, d: new Date(0) })).toMatch(message);
  });

  it('never runs a getter or a function found in the values', () => {
    const values = trappedValues();
    expect(errorOf('computed', values)).toMatch(/computed and cannot be read/);
    expect(errorOf('getter.x', values)).toMatch(/computed and cannot be read/);
    expect(errorOf('lengthGetter.length', values)).toMatch(/computed and cannot be read/);
    expect(errorOf("methods + ''", values)).toMatch(/needs strings, numbers/);
    expect(errorOf('methods == 1', values)).toMatch(/== and != can only compare/);
    expect(errorOf('-methods', values)).toMatch(/needs strings, numbers/);
    expect(errorOf('methods < 1', values)).toMatch(/needs strings, numbers/);
    expect(errorOf('boxed + 1', values)).toMatch(/needs strings, numbers/);
    expect(errorOf('boxed.length', values)).toMatch(/only plain objects and arrays/);
    expect(valueOf('typeof fn', values)).toBe('function');
    expect(valueOf('!fn', values)).toBe(false);
    expect(valueOf('items[2] === fn', values)).toBe(true);
  });
});

describe('limits', () => {
  it('refuses to create a string longer than 10,000 characters', () => {
    const s = 'x'.repeat(5000);
    expect(valueOf('s + s', { s })).toHaveLength(10_000);
    expect(errorOf('s + s + 1', { s })).toMatch(/longer than 10000 characters/);
    expect(errorOf('(s + s) + (s + s)', { s })).toMatch(/longer than 10000 characters/);
  });

  it('only reads a long string, it does not copy it', () => {
    const long = 'x'.repeat(100_000);
    expect(valueOf('long.length', { long })).toBe(100_000);
    expect(valueOf('long == long', { long })).toBe(true);
  });
});

describe('hand-built ASTs (what the parser would have refused)', () => {
  const id = (name: string): Expression => ({ type: 'Identifier', name });

  it.each<[string, Expression, RegExp]>([
    ['a call', { type: 'CallExpression', callee: id('f'), arguments: [] }, /unsupported syntax \(CallExpression\)/],
    ['this', { type: 'ThisExpression' }, /unsupported syntax/],
    ['a compound', jsep('a b'), /unsupported syntax \(Compound\)/],
    ['an arrow function', { type: 'ArrowFunctionExpression', params: [], body: id('a') }, /unsupported syntax/],
    ['__proto__', id('__proto__'), /"__proto__" is not allowed/],
    ['.constructor', jsep('a.constructor'), /"constructor" is not allowed/],
    ["['__proto__']", jsep("a['__proto__']"), /"__proto__" is not allowed/],
    ['~', jsep('~a'), /operator ~ is not allowed/],
    ['<<', jsep('a << 1'), /operator << is not allowed/],
    ['a regular expression', { type: 'Literal', value: /x/, raw: '/x/' }, /unsupported literal/],
    ['a non-node', { type: 'UnaryExpression', operator: '!', argument: 'a', prefix: true }, /malformed expression/],
  ])('refuses %s', (_, ast, message) => {
    const result = evaluate(ast, { a: {} });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('refuses an operator object without converting it to a string', () => {
    const operator = { toString: () => { calls.count += 1; return '+'; } };
    const ast: Expression = { type: 'BinaryExpression', operator, left: id('a'), right: id('a') };
    expect(evaluate(ast, {})).toEqual({ ok: false, error: 'the operator object is not allowed' });
  });

  it('bounds an AST whose subtrees are shared, which would otherwise take 2^30 steps', () => {
    let ast: Expression = { type: 'Literal', value: 1, raw: '1' };
    for (let i = 0; i < 30; i += 1) ast = { type: 'BinaryExpression', operator: '+', left: ast, right: ast };
    expect(evaluate(ast, {})).toEqual({ ok: false, error: 'more than 200 evaluation steps' });
  });

  it('bounds a deep AST without overflowing the stack', () => {
    let ast: Expression = id('a');
    for (let i = 0; i < 100_000; i += 1) ast = { type: 'UnaryExpression', operator: '!', argument: ast, prefix: true };
    expect(evaluate(ast, {})).toEqual({ ok: false, error: 'nested more than 32 levels deep' });
  });
});
