import { compileHideExpression } from '../../../../src/core/expression';

const compiled = (source: string, onError?: (error: string, source: string) => void) => {
  const result = compileHideExpression(source, { onError });
  if (!result.ok) throw new Error(`expected ${source} to compile: ${result.error}`);
  return result;
};

describe('compileHideExpression', () => {
  it('hides when the expression is truthy, and lists the names it reads', () => {
    const expression = compiled("status == 'draft' || items.length == 0");
    expect(expression.names).toEqual(['status', 'items']);
    expect(expression.isHidden({ status: 'draft', items: [1] })).toBe(true);
    expect(expression.isHidden({ status: 'active', items: [] })).toBe(true);
    expect(expression.isHidden({ status: 'active', items: [1] })).toBe(false);
  });

  it('turns any value into a boolean', () => {
    const expression = compiled('x');
    expect([1, 'a', {}, [], 0, '', null, undefined, NaN].map((x) => expression.isHidden({ x }))).toEqual([
      true, true, true, true, false, false, false, false, false,
    ]);
  });

  it('never hides on an evaluation error, and reports it with the expression', () => {
    const onError = jest.fn();
    const expression = compiled('!a.b', onError);
    expect(expression.isHidden({})).toBe(false);
    expect(onError).toHaveBeenCalledWith('cannot read "b" of undefined', '!a.b');
    expect(expression.isHidden({ a: { b: 0 } })).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('survives a reporter that throws', () => {
    const expression = compiled('!a.b', () => {
      throw new Error('reporter broke');
    });
    expect(expression.isHidden({})).toBe(false);
  });

  it('returns the parse error of a bad expression', () => {
    expect(compileHideExpression('a.constructor')).toEqual({
      ok: false,
      error: 'the property "constructor" is not allowed',
    });
    expect(compileHideExpression('a +')).toEqual({ ok: false, error: 'Expected expression after + at character 3' });
    expect(compileHideExpression(null as unknown as string)).toEqual({
      ok: false,
      error: 'the expression must be a string',
    });
  });

  it('treats an empty expression as never hidden', () => {
    const expression = compiled('  ');
    expect(expression.names).toEqual([]);
    expect(expression.isHidden({})).toBe(false);
  });

  it('shares the parse between compilations of the same source, but not the reporter or the names', () => {
    const first = jest.fn();
    const second = jest.fn();
    const one = compiled('a.b', first);
    const two = compiled('a.b', second);
    one.names.push('mutated');
    two.isHidden({});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(compiled('a.b').names).toEqual(['a']);
  });

  it('keeps working after more distinct expressions than the cache holds', () => {
    for (let i = 0; i < 1000; i += 1) expect(compiled(`v == ${i}`).isHidden({ v: i })).toBe(true);
    expect(compiled('v == 0').isHidden({ v: 0 })).toBe(true);
  });
});
