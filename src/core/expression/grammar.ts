import type jsep from 'jsep';

/** A node of jsep's AST. */
export type Expression = jsep.Expression;

/** How much an expression may ask for; the parser and the interpreter both enforce these. */
export const EXPRESSION_LIMITS = {
  sourceLength: 500,
  depth: 32,
  nodes: 200,
  stringLength: 10_000,
} as const;

// Sets rather than object maps: a lookup like `operators[name]` would find `constructor` on Object.prototype.
export const UNARY_OPERATORS: ReadonlySet<string> = new Set(['!', '-', '+', 'typeof']);

export const BINARY_OPERATORS: ReadonlySet<string> = new Set([
  '+', '-', '*', '/', '%',
  '==', '!=', '===', '!==', '<', '<=', '>', '>=',
  '&&', '||', '??',
]);

export { RESERVED_KEYS as BLOCKED_NAMES } from '../keys';

export const isNode = (value: unknown): value is Expression =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The child nodes of a node, in source order; for a non-computed member only the object (the name is no node). */
export function childNodes(node: Expression): unknown[] {
  switch (node.type) {
    case 'UnaryExpression':
      return [node.argument];
    case 'BinaryExpression':
      return [node.left, node.right];
    case 'ConditionalExpression':
      return [node.test, node.consequent, node.alternate];
    case 'MemberExpression':
      return node.computed === true ? [node.object, node.property] : [node.object];
    case 'ArrayExpression':
      return Array.isArray(node.elements) ? node.elements.filter((element) => element !== null) : [];
    case 'CallExpression':
      return [node.callee, ...(Array.isArray(node.arguments) ? node.arguments : [])];
    case 'Compound':
      return Array.isArray(node.body) ? node.body : [];
    case 'SequenceExpression':
      return Array.isArray(node.expressions) ? node.expressions : [];
    default:
      return [];
  }
}
