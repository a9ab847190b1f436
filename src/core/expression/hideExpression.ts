import { type ExpressionValues, evaluate } from './evaluate';
import { EXPRESSION_LIMITS, type Expression } from './grammar';
import { parseExpression, referencedNames } from './parse';

export type HideExpressionOptions = {
  /** Told when an evaluation fails (the field then stays visible), with the message and the expression. */
  onError?: (error: string, source: string) => void;
};

export type HideExpression =
  | { ok: true; names: string[]; isHidden: (values: ExpressionValues) => boolean }
  | { ok: false; error: string };

type Parsed = { ok: true; ast: Expression | null; names: readonly string[] } | { ok: false; error: string };

const CACHE_SIZE = 256;
const cache = new Map<string, Parsed>();

function parseOnce(source: string): Parsed {
  const cached = cache.get(source);
  if (cached !== undefined) {
    // Refreshed on use, so the cache drops the least recently used expression first.
    cache.delete(source);
    cache.set(source, cached);
    return cached;
  }
  let parsed: Parsed;
  if (source.trim() === '') {
    // Definitions carry `hideExpression: ""` for "never hidden".
    parsed = { ok: true, ast: null, names: [] };
  } else {
    const result = parseExpression(source);
    parsed = result.ok ? { ok: true, ast: result.ast, names: referencedNames(result.ast) } : result;
  }
  // Over-long sources are refused in constant time; keeping them would let the cache hold arbitrary text.
  if (source.length <= EXPRESSION_LIMITS.sourceLength) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(source, parsed);
  }
  return parsed;
}

/**
 * Compiles a field's `hideExpression` (parsed once per distinct source). `isHidden` never throws: an expression
 * that fails to evaluate never hides its field, and the failure goes to `onError`.
 */
export function compileHideExpression(source: string, options: HideExpressionOptions = {}): HideExpression {
  if (typeof source !== 'string') return { ok: false, error: 'the expression must be a string' };
  const parsed = parseOnce(source);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { ast } = parsed;
  const { onError } = options;
  const isHidden = (values: ExpressionValues): boolean => {
    if (ast === null) return false;
    const result = evaluate(ast, values);
    if (result.ok) return Boolean(result.value);
    try {
      onError?.(result.error, source);
    } catch {
      // A failing reporter must not take the form down with it.
    }
    return false;
  };
  return { ok: true, names: [...parsed.names], isHidden };
}
