import { compileHideExpression, evaluate, parseExpression } from '../../../../src/core/expression';
import { type PrototypeSnapshot, calls, trap, prototypeChanges, snapshotPrototypes, trappedValues } from './guards';

const refusedAtParse = [
  "constructor.constructor('return process')()",
  '__proto__.polluted = 1',
  '__proto__',
  'a.__proto__',
  "a['__proto__']",
  'a?.constructor',
  "a?.['__proto__']",
  'proto.constructor.prototype',
  "''['constructor']",
  "'x'.constructor",
  'items.constructor',
  'typeof constructor',
  'this',
  'this.constructor',
  '(() => 1)()',
  'new Date()',
  'new a.fn',
  '`${a}`',
  '`a`',
  'a = 1',
  'a += 1',
  'a++',
  'a, b',
  'a; b',
  '(a, b)',
  'toString()',
  'fn()',
  'a.fn()',
  'items[2]()',
  'fn.call(null)',
  'eval("1")',
  "Function('return this')()",
  'process.exit()',
  "require('fs')",
  "import('x')",
  "Object.defineProperty(Object.prototype, 'polluted', {value: 1})",
  'delete a.b',
  'void 0',
  'a instanceof Object',
  "'__proto__' in a",
  '{}.constructor',
  '{a: 1}',
  '/x/.test(a)',
  '~a',
  'a << 2',
  `${'('.repeat(1000)}a${')'.repeat(1000)}`,
  `'${'x'.repeat(10_240)}'`,
  `${'['.repeat(200)}a${']'.repeat(200)}`,
  `${'-'.repeat(400)}a`,
  `[${Array(240).fill('a').join(',')}]`,
  `${Array(60).fill('s').join(' + ')}`,
];

const failAtEvaluation = [
  "a['constr' + 'uctor']",
  "a['constr' + 'uctor']['constr' + 'uctor']",
  "a['proto' + 'type']",
  "proto['__pro' + 'to__'].polluted",
  "a[['__proto__']]",
  "(1)['constr' + 'uctor']",
  'fn.apply',
  'fn.bind',
  'getter.x',
  'computed',
  'lengthGetter.length',
  'date.getTime',
  'boxed.length',
  'methods + 1',
  "methods == 'x'",
  '-methods',
  "s + s + 'x'",
  '(s + s) + (s + s) + (s + s)',
  '((s + s) + (s + s)) + ((s + s) + (s + s))',
  `[${Array(20).fill('s + s + s').join(', ')}]`,
  'missing.deeply.nested',
  "status[0]",
];

const harmless = [
  'toString',
  'valueOf',
  'hasOwnProperty',
  'constructorX',
  'globalThis',
  'window',
  'process',
  'Object',
  'bare.toString',
  'methods.toString',
  'methods.hasOwnProperty',
  'proto.polluted',
  'items.map',
  'typeof fn',
  '++a',
  '!fn',
  "'\\u2028' + '\\0'",
  'a.b.c.d?.e.f',
  "missing?.['constr' + 'uctor']",
];

let before: PrototypeSnapshot;

beforeEach(() => {
  calls.count = 0;
  before = snapshotPrototypes();
});

afterEach(() => {
  expect(calls.count).toBe(0);
  expect(prototypeChanges(before)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

const label = (source: string) => (source.length > 60 ? `${source.slice(0, 60)}… (${source.length} chars)` : source);

describe('hostile expressions', () => {
  it.each(refusedAtParse.map((source) => [label(source), source]))('%s is refused when compiled', (_, source) => {
    const result = compileHideExpression(source);
    expect(result.ok).toBe(false);
    expect(parseExpression(source).ok).toBe(false);
  });

  it.each(failAtEvaluation.map((source) => [label(source), source]))(
    '%s fails to evaluate and does not hide',
    (_, source) => {
      const onError = jest.fn();
      const compiled = compileHideExpression(source, { onError });
      if (!compiled.ok) throw new Error(compiled.error);
      expect(compiled.isHidden(trappedValues())).toBe(false);
      expect(onError).toHaveBeenCalledTimes(1);
    },
  );

  it.each(harmless.map((source) => [label(source), source]))('%s evaluates to a harmless value', (_, source) => {
    const parsed = parseExpression(source);
    if (!parsed.ok) throw new Error(parsed.error);
    const result = evaluate(parsed.ast, trappedValues());
    const value = result.ok ? result.value : undefined;
    const builtIns: unknown[] = [Object.prototype, Array.prototype, Function.prototype, Object, Function, globalThis];
    expect(builtIns).not.toContain(value);
    if (typeof value === 'function') expect(value).toBe(trap);
  });

  it('reads the names toString, valueOf and hasOwnProperty as absent fields', () => {
    for (const source of ['toString', 'valueOf', 'hasOwnProperty']) {
      const compiled = compileHideExpression(source);
      expect(compiled.ok && compiled.isHidden({})).toBe(false);
    }
  });

  it('does not pollute through values parsed from JSON with a __proto__ key', () => {
    const values = JSON.parse('{"__proto__": {"polluted": true}, "p": {"__proto__": {"polluted": true}}}') as Record<
      string,
      unknown
    >;
    for (const source of ['p.polluted', 'polluted', "p['__pro' + 'to__'].polluted"]) {
      const compiled = compileHideExpression(source);
      expect(compiled.ok && compiled.isHidden(values)).toBe(false);
    }
  });
});
