import {
  BINARY_OPERATORS,
  BLOCKED_NAMES,
  EXPRESSION_LIMITS,
  type Expression,
  UNARY_OPERATORS,
  isNode,
} from './grammar';

export type Evaluation = { ok: true; value: unknown } | { ok: false; error: string };

/** The values an expression reads its names from: the current form values. */
export type ExpressionValues = Readonly<Record<string, unknown>>;

type Primitive = string | number | boolean | null | undefined;

class Refusal extends Error {}

const refuse = (message: string): never => {
  throw new Refusal(message);
};

const shown = (key: string) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

// Never String() a value of a hand-built AST: an object's own toString would run.
const describe = (operator: unknown) => (typeof operator === 'string' ? operator.slice(0, 40) : typeof operator);

// bigint and symbol are left out: mixing them with other types throws inside the operators.
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

// Stricter than core/isPlainObject: the prototype is checked too, so class instances and exotic objects are refused.
const hasObjectPrototype = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Object.prototype of any realm (its own prototype is null), or no prototype at all.
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/** An own data property; accessors are refused rather than read, since reading one runs its getter. */
function ownValue(target: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor === undefined) return undefined;
  if (!('value' in descriptor)) refuse(`the property ${shown(key)} is computed and cannot be read`);
  return descriptor.value;
}

function primitive(value: unknown, operator: string): Primitive {
  if (isPrimitive(value)) return value;
  return refuse(`the operator ${operator} needs strings, numbers, booleans, null or undefined`);
}

/** JavaScript's `==`, without the conversions of objects to primitives that would call their methods. */
function looseEquals(left: unknown, right: unknown): boolean {
  const leftIsPrimitive = isPrimitive(left);
  const rightIsPrimitive = isPrimitive(right);
  if (leftIsPrimitive && rightIsPrimitive) return left == right;
  if (!leftIsPrimitive && !rightIsPrimitive) return left === right;
  if (left === null || left === undefined || right === null || right === undefined) return false;
  return refuse('== and != can only compare an object or array with another one, null or undefined');
}

function concatenate(left: Primitive, right: Primitive): string {
  const text = [String(left), String(right)];
  if (text[0].length + text[1].length > EXPRESSION_LIMITS.stringLength) {
    refuse(`a string longer than ${EXPRESSION_LIMITS.stringLength} characters would be created`);
  }
  return text[0] + text[1];
}

function compare(operator: string, left: Primitive, right: Primitive): boolean {
  // The abstract relational comparison of JavaScript, for primitives: strings by code units, otherwise numbers.
  const [a, b] = typeof left === 'string' && typeof right === 'string' ? [left, right] : [Number(left), Number(right)];
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

// Marks a `?.` chain that met null or undefined, so that the rest of the chain is skipped as in JavaScript.
const SHORT_CIRCUIT = Symbol('short-circuit');

class Interpreter {
  private steps = 0;

  constructor(private readonly values: unknown) {}

  run(node: unknown, depth: number): unknown {
    const value = this.step(node, depth);
    return value === SHORT_CIRCUIT ? undefined : value;
  }

  private step(node: unknown, depth: number): unknown {
    if (!isNode(node)) return refuse('malformed expression');
    // Bounds an AST that was built by hand with shared subtrees, whose size the parser never checked.
    this.steps += 1;
    if (this.steps > EXPRESSION_LIMITS.nodes) refuse(`more than ${EXPRESSION_LIMITS.nodes} evaluation steps`);
    if (depth > EXPRESSION_LIMITS.depth) refuse(`nested more than ${EXPRESSION_LIMITS.depth} levels deep`);
    switch (node.type) {
      case 'Literal':
        return isPrimitive(node.value) ? node.value : refuse('unsupported literal');
      case 'Identifier':
        return this.identifier(node.name);
      case 'MemberExpression':
        return this.member(node, depth);
      case 'UnaryExpression':
        return this.unary(node.operator, this.run(node.argument, depth + 1));
      case 'BinaryExpression':
        return this.binary(node, depth);
      case 'ConditionalExpression':
        return this.run(node.test, depth + 1)
          ? this.run(node.consequent, depth + 1)
          : this.run(node.alternate, depth + 1);
      case 'ArrayExpression':
        if (!Array.isArray(node.elements)) return refuse('malformed array');
        return node.elements.map((element) => (element === null ? undefined : this.run(element, depth + 1)));
      default:
        return refuse(`unsupported syntax (${node.type.slice(0, 40)})`);
    }
  }

  private identifier(name: unknown): unknown {
    if (typeof name !== 'string') return refuse('malformed identifier');
    if (name === 'undefined') return undefined;
    if (BLOCKED_NAMES.has(name)) refuse(`the name ${shown(name)} is not allowed`);
    const { values } = this;
    return typeof values === 'object' && values !== null ? ownValue(values, name) : undefined;
  }

  private member(node: Expression, depth: number): unknown {
    const target = node.object;
    // step, not run: a short-circuit of the inner part of a chain must reach this part.
    const inChain = isNode(target) && target.type === 'MemberExpression';
    const object = inChain ? this.step(target, depth + 1) : this.run(target, depth + 1);
    if (object === SHORT_CIRCUIT) return SHORT_CIRCUIT;
    const nullish = object === null || object === undefined;
    if (nullish && node.optional === true) return SHORT_CIRCUIT;
    const key = this.propertyKey(node, depth);
    if (nullish) return refuse(`cannot read ${shown(key)} of ${object === null ? 'null' : 'undefined'}`);
    if (key === 'length' && (typeof object === 'string' || Array.isArray(object))) return object.length;
    if (Array.isArray(object) || hasObjectPrototype(object)) return ownValue(object, key);
    if (typeof object === 'string') return refuse(`cannot read ${shown(key)} of a string: only its length`);
    return refuse(`cannot read ${shown(key)}: only plain objects and arrays have readable properties`);
  }

  private propertyKey(node: Expression, depth: number): string {
    const { property } = node;
    let key: unknown;
    if (node.computed === true) {
      key = this.run(property, depth + 1);
    } else {
      if (!isNode(property) || property.type !== 'Identifier') return refuse('malformed member access');
      key = property.name;
    }
    if (typeof key === 'number') key = String(key);
    if (typeof key !== 'string') return refuse('a property name must be a string or a number');
    if (BLOCKED_NAMES.has(key)) refuse(`the property ${shown(key)} is not allowed`);
    return key;
  }

  private unary(operator: unknown, value: unknown): unknown {
    switch (typeof operator === 'string' && UNARY_OPERATORS.has(operator) ? operator : '') {
      case '!':
        return !value;
      case 'typeof':
        return typeof value;
      case '-':
        return -Number(primitive(value, '-'));
      case '+':
        return Number(primitive(value, '+'));
      default:
        return refuse(`the operator ${describe(operator)} is not allowed`);
    }
  }

  private binary(node: Expression, depth: number): unknown {
    const { operator } = node;
    if (typeof operator !== 'string' || !BINARY_OPERATORS.has(operator)) {
      return refuse(`the operator ${describe(operator)} is not allowed`);
    }
    const left = this.run(node.left, depth + 1);
    if (operator === '&&') return left ? this.run(node.right, depth + 1) : left;
    if (operator === '||') return left ? left : this.run(node.right, depth + 1);
    if (operator === '??') return left === null || left === undefined ? this.run(node.right, depth + 1) : left;
    const right = this.run(node.right, depth + 1);
    switch (operator) {
      case '===':
        return left === right;
      case '!==':
        return left !== right;
      case '==':
        return looseEquals(left, right);
      case '!=':
        return !looseEquals(left, right);
    }
    const a = primitive(left, operator);
    const b = primitive(right, operator);
    switch (operator) {
      case '+':
        return typeof a === 'string' || typeof b === 'string' ? concatenate(a, b) : Number(a) + Number(b);
      case '-':
        return Number(a) - Number(b);
      case '*':
        return Number(a) * Number(b);
      case '/':
        return Number(a) / Number(b);
      case '%':
        return Number(a) % Number(b);
      default:
        return compare(operator, a, b);
    }
  }
}

/**
 * Evaluates an AST from `parseExpression` against the values; never throws, never calls a function, and reads only
 * own data properties of the values, plain objects and arrays (and the length of strings and arrays).
 */
export function evaluate(ast: Expression, values: ExpressionValues): Evaluation {
  try {
    return { ok: true, value: new Interpreter(values).run(ast, 1) };
  } catch (error) {
    return { ok: false, error: error instanceof Refusal ? error.message : 'the expression could not be evaluated' };
  }
}
