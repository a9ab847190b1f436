import jsep from 'jsep';
import {
  BINARY_OPERATORS,
  BLOCKED_NAMES,
  EXPRESSION_LIMITS,
  type Expression,
  UNARY_OPERATORS,
  childNodes,
  isNode,
} from './grammar';

export type ParseResult = { ok: true; ast: Expression } | { ok: false; error: string };

const hasOwn = (target: object, key: string) => Object.prototype.hasOwnProperty.call(target, key);

/**
 * jsep keeps its operators in global state shared by every user of the package, so `typeof` (not a jsep default)
 * is added only for the duration of our own parse and removed again; `===`/`!==` likewise if someone removed them.
 */
function withOurOperators<T>(parse: () => T): T {
  const undo: Array<() => void> = [];
  if (!hasOwn(jsep.unary_ops, 'typeof')) {
    jsep.addUnaryOp('typeof');
    undo.push(() => jsep.removeUnaryOp('typeof'));
  }
  for (const operator of ['===', '!==']) {
    if (!hasOwn(jsep.binary_ops, operator)) {
      jsep.addBinaryOp(operator, 6);
      undo.push(() => jsep.removeBinaryOp(operator));
    }
  }
  try {
    return parse();
  } finally {
    for (const step of undo) step();
  }
}

const refusedNodes: Readonly<Record<string, string>> = {
  CallExpression: 'function calls are not allowed',
  ThisExpression: '`this` is not allowed',
  Compound: 'only one expression is allowed',
  SequenceExpression: 'comma sequences are not allowed',
};

const operatorRefusal = (operator: unknown, allowed: ReadonlySet<string>) =>
  typeof operator === 'string' && allowed.has(operator) ? null : `the operator ${String(operator)} is not allowed`;

/** Why a single node (not its children) is not part of the accepted language, or null when it is. */
function refusal(node: Expression): string | null {
  switch (node.type) {
    case 'Literal': {
      const { value } = node;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value)
        ? null
        : 'only string, number, boolean and null literals are allowed';
    }
    case 'Identifier':
      if (typeof node.name !== 'string') return 'malformed identifier';
      return BLOCKED_NAMES.has(node.name) ? `the name "${node.name}" is not allowed` : null;
    case 'MemberExpression': {
      const { property } = node;
      if (!isNode(property)) return 'malformed member access';
      if (node.computed !== true) {
        if (property.type !== 'Identifier' || typeof property.name !== 'string') return 'malformed member access';
        return BLOCKED_NAMES.has(property.name) ? `the property "${property.name}" is not allowed` : null;
      }
      if (property.type === 'Literal' && typeof property.value === 'string' && BLOCKED_NAMES.has(property.value)) {
        return `the property "${property.value}" is not allowed`;
      }
      return null;
    }
    case 'UnaryExpression':
      return operatorRefusal(node.operator, UNARY_OPERATORS);
    case 'BinaryExpression':
      return operatorRefusal(node.operator, BINARY_OPERATORS);
    case 'ConditionalExpression':
    case 'ArrayExpression':
      return null;
    default:
      return hasOwn(refusedNodes, node.type) ? refusedNodes[node.type] : `unsupported syntax (${node.type})`;
  }
}

/** Checks the limits and the accepted language over the whole tree, without recursion. */
function check(ast: Expression): string | null {
  if (ast.type === 'Compound' && Array.isArray(ast.body) && ast.body.length === 0) return 'the expression is empty';
  const pending: Array<[unknown, number]> = [[ast, 1]];
  let count = 0;
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (!isNode(node)) return 'malformed expression';
    count += 1;
    if (count > EXPRESSION_LIMITS.nodes) return `the expression has more than ${EXPRESSION_LIMITS.nodes} parts`;
    if (depth > EXPRESSION_LIMITS.depth) {
      return `the expression is nested more than ${EXPRESSION_LIMITS.depth} levels deep`;
    }
    const reason = refusal(node);
    if (reason !== null) return reason;
    for (const child of childNodes(node)) pending.push([child, depth + 1]);
  }
  return null;
}

/** Parses an expression into jsep's AST and checks it against our limits and language; never throws. */
export function parseExpression(source: string): ParseResult {
  if (typeof source !== 'string') return { ok: false, error: 'the expression must be a string' };
  if (source.length > EXPRESSION_LIMITS.sourceLength) {
    return { ok: false, error: `the expression is longer than ${EXPRESSION_LIMITS.sourceLength} characters` };
  }
  let ast: Expression;
  try {
    ast = withOurOperators(() => jsep(source));
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'the expression could not be parsed' };
  }
  const error = check(ast);
  return error === null ? { ok: true, ast } : { ok: false, error };
}

/**
 * The names an expression reads from the values, in order of first use, without duplicates: identifiers that are
 * not the property name of a `.` access, and not `undefined` (which is the value, never a field).
 */
export function referencedNames(ast: Expression): string[] {
  const names: string[] = [];
  const pending: unknown[] = [ast];
  // An AST built by hand could share or loop back to nodes; each is visited once.
  const seen = new Set<object>();
  while (pending.length > 0) {
    const node = pending.pop();
    if (!isNode(node) || seen.has(node)) continue;
    seen.add(node);
    if (node.type === 'Identifier') {
      const { name } = node;
      if (typeof name === 'string' && name !== 'undefined' && !names.includes(name)) names.push(name);
      continue;
    }
    pending.push(...childNodes(node).reverse());
  }
  return names;
}
