import fc from 'fast-check';
import {
  type Expression,
  type ExpressionValues,
  compileHideExpression,
  evaluate,
  referencedNames,
} from '../../../../src/core/expression';
import { type PrototypeSnapshot, calls, prototypeChanges, snapshotPrototypes, trap, traps } from './guards';

// 100,000 generated cases in all: 60,000 from the grammar, 25,000 hand-built ASTs, 15,000 junk strings.
const RUNS = { grammar: 60_000, ast: 25_000, junk: 15_000 };

const names = [
  'a', 'b', 'status', 'items', 'x', 'length', 'undefined', 'NaN',
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__',
  'this', 'typeof', 'new', 'Object', 'Function', 'globalThis', 'window', 'process', 'eval', 'call', 'apply', 'bind',
  'fn', 'getter', 'methods', 'proto', 'bare', 'boxed', 'date',
];

const identifier = fc.oneof(
  { arbitrary: fc.constantFrom(...names), weight: 4 },
  { arbitrary: fc.stringMatching(/^[A-Za-z_$][\w$]{0,5}$/), weight: 1 },
);

const literal = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ noNaN: true, min: 0 }).map(String),
  fc.string({ maxLength: 6 }).map((text) => JSON.stringify(text)),
  fc.string({ maxLength: 6 }).map((text) => `'${text}'`),
  fc.constantFrom('true', 'false', 'null', '1e400', '.5', '0x10'),
  fc.constantFrom("'__proto__'", "'constructor'", "'prototype'", "'length'"),
);

const allowedBinary = ['+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||', '??'];
const otherBinary = ['|', '&', '^', '<<', '>>', '>>>', '**', '=', '+=', '=>', 'in', 'instanceof', ',', ';', ''];
const unary = ['!', '-', '+', 'typeof ', '~', 'void ', 'delete ', '...'];
const otherPrefixes = ['`${', '() => ', 'new ', 'this.', '{a: ', '/'];

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

const { expression } = fc.letrec<{ expression: string }>((tie) => {
  const e = tie('expression');
  const binary = (operators: string[]) =>
    fc.tuple(e, fc.constantFrom(...operators), e).map(([left, op, right]) => `${left} ${op} ${right}`);
  const property = fc.oneof(
    identifier.map((name) => `.${name}`),
    identifier.map((name) => `?.${name}`),
    literal.map((key) => `[${key}]`),
    e.map((key) => `[${key}]`),
  );
  return {
    expression: fc.oneof(
      { depthSize: 'small', maxDepth: 5 },
      weighted(6, fc.oneof(identifier, literal)),
      weighted(2, fc.tuple(fc.constantFrom(...unary), e).map(([op, argument]) => `${op}${argument}`)),
      weighted(5, binary(allowedBinary)),
      weighted(1, binary(otherBinary)),
      weighted(4, fc.tuple(e, property).map(([object, key]) => `${object}${key}`)),
      weighted(1, fc.tuple(e, fc.array(e, { maxLength: 3 })).map(([callee, args]) => `${callee}(${args.join(', ')})`)),
      weighted(2, fc.tuple(e, e, e).map(([test, yes, no]) => `${test} ? ${yes} : ${no}`)),
      weighted(1, fc.array(e, { maxLength: 4 }).map((elements) => `[${elements.join(', ')}]`)),
      weighted(1, e.map((inner) => `(${inner})`)),
      weighted(1, fc.tuple(fc.constantFrom(...otherPrefixes), e).map(([prefix, rest]) => `${prefix}${rest}`)),
    ),
  };
});

const splice = ([text, at, insert]: [string, number, string]) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + insert + text.slice(index);
};

const junk = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'ab_$01.?:!=<>&|+-*/%~^\'"`()[]{},; \\\n'), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(expression, fc.nat(), fc.string({ maxLength: 3 })).map(splice),
);

const leaf = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined, 'x'.repeat(6000), ...Object.values(traps)),
);

const withoutPrototype = (entries: object) => Object.assign(Object.create(null) as object, entries);
const oddities = [new Map([['a', 1]]), new Set([1]), 1n, Symbol('s'), [[1, [2]]], { a: { b: { c: [1] } } }];

const nested = fc.oneof(
  weighted(4, leaf),
  weighted(1, fc.array(leaf, { maxLength: 3 })),
  weighted(1, fc.dictionary(identifier, leaf, { maxKeys: 3 })),
  weighted(1, fc.dictionary(identifier, leaf, { maxKeys: 3 }).map(withoutPrototype)),
  weighted(1, fc.constantFrom(...oddities)),
);

// Own getters are added after generation: reading one would call the trap.
const values: fc.Arbitrary<ExpressionValues> = fc
  .tuple(fc.dictionary(identifier, nested, { maxKeys: 5 }), fc.option(identifier))
  .map(([entries, computed]) => {
    const form: Record<string, unknown> = { ...entries };
    if (computed !== null) Object.defineProperty(form, computed, { enumerable: true, configurable: true, get: trap });
    return form;
  });

const trappedOperator = { toString: trap };
const otherNodeTypes = [
  'ThisExpression', 'ArrowFunctionExpression', 'NewExpression', 'TemplateLiteral', 'Compound', 'SequenceExpression',
];

const { node } = fc.letrec<{ node: unknown }>((tie) => {
  const n = tie('node');
  const kind = (type: string) => fc.constant(type);
  const nodes = fc.array(n, { maxLength: 2 });
  return {
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 5 },
      identifier.map((name) => ({ type: 'Identifier', name })),
      fc.oneof(leaf, fc.constantFrom(/x/, {}, [], trap)).map((value) => ({ type: 'Literal', value, raw: '' })),
      fc.record({
        type: kind('MemberExpression'),
        computed: fc.boolean(),
        optional: fc.boolean(),
        object: n,
        property: n,
      }),
      fc.record({
        type: kind('UnaryExpression'),
        operator: fc.constantFrom('!', '-', '+', 'typeof', '~', 'delete', trappedOperator),
        argument: n,
        prefix: fc.constant(true),
      }),
      fc.record({
        type: kind('BinaryExpression'),
        operator: fc.constantFrom(...allowedBinary, ...otherBinary, trappedOperator),
        left: n,
        right: n,
      }),
      fc.record({ type: kind('ConditionalExpression'), test: n, consequent: n, alternate: n }),
      fc.record({ type: kind('ArrayExpression'), elements: fc.array(fc.option(n), { maxLength: 3 }) }),
      fc.record({ type: kind('CallExpression'), callee: n, arguments: fc.array(n, { maxLength: 2 }) }),
      fc.record({ type: fc.oneof(fc.constantFrom(...otherNodeTypes), fc.string()), body: nodes }),
      fc.constantFrom(null, undefined, 1, 'Identifier', [], { type: 5 }),
    ),
  };
});

let before: PrototypeSnapshot;

beforeAll(() => {
  before = snapshotPrototypes();
});

beforeEach(() => {
  calls.count = 0;
});

/** Checked after every run: nothing was called and no built-in prototype changed. */
const untouched = () => {
  if (calls.count !== 0) throw new Error(`${calls.count} trap call(s)`);
  const changes = prototypeChanges(before);
  if (changes.length > 0) throw new Error(changes.join('; '));
};

const fail = (message: string): never => {
  throw new Error(message);
};

// Plain checks rather than expect(): they run 100,000 times.
const checkHideExpression = (source: string, form: ExpressionValues) => {
  let reported = 0;
  const compiled = compileHideExpression(source, { onError: () => (reported += 1) });
  if (compiled.ok) {
    if (!compiled.names.every((name) => typeof name === 'string')) fail('a name is not a string');
    const hidden = compiled.isHidden(form);
    if (typeof hidden !== 'boolean') fail(`isHidden returned ${typeof hidden}`);
    if (reported > 0 && hidden) fail('hidden although the evaluation failed');
  } else if (typeof compiled.error !== 'string') {
    fail('the error is not a string');
  }
  untouched();
};

describe('generated expressions', () => {
  // In three tests of a third each: the same number of cases, each test well within jest's timeout.
  it.each([1, 2, 3])(`compile and evaluate without throwing, calling or touching a prototype (${RUNS.grammar / 3}, grammar, part %i of 3)`, () => {
    fc.assert(fc.property(expression, values, checkHideExpression), { numRuns: RUNS.grammar / 3 });
  });

  it(`do the same for junk and mutated strings (${RUNS.junk})`, () => {
    fc.assert(fc.property(junk, values, checkHideExpression), { numRuns: RUNS.junk });
  });

  it(`evaluate any hand-built AST to a result, never a throw (${RUNS.ast})`, () => {
    fc.assert(
      fc.property(node, values, (ast, form) => {
        const result = evaluate(ast as Expression, form);
        if (!(result.ok ? 'value' in result : typeof result.error === 'string')) fail('not an evaluation result');
        if (!Array.isArray(referencedNames(ast as Expression))) fail('names are not an array');
        untouched();
      }),
      { numRuns: RUNS.ast },
    );
  });
});
