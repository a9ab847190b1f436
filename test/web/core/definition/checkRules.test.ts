import type { PageDefinition } from '../../../../src/api/pageDefinition';
import { parsePageDefinition } from '../../../../src/core/definition/parseDefinition';
import { localizeDefinition } from '../../../../src/core/definition';
import { checkReferences } from '../../../../src/core/definition';
import { type EditablePage, fieldIndex, pageWith } from '../../dynamic/fixtures/pageCopy';

type Field = EditablePage['schema'][number];

const parsed = (input: unknown): PageDefinition => {
  const result = parsePageDefinition(input);
  if (!result.ok) throw new Error(`expected the schema to pass: ${JSON.stringify(result.errors)}`);
  return localizeDefinition(result.definition, 'en');
};

const field = (name: string, page: EditablePage): Field => page.schema[fieldIndex(name)];
const at = (name: string) => `schema[${fieldIndex(name)}]`;
const withRules = (name: string, rules: unknown[]) => pageWith((page) => { (field(name, page) as { rules?: unknown[] }).rules = rules; });
const errorsOf = (input: unknown) => checkReferences(parsed(input)).errors;

describe('the linter on field rules', () => {
  it('accepts the demo voucher page’s rules (end ≥ start, points ≥ 0, no expired active voucher)', () => {
    const page = parsed(pageWith(() => {}));
    expect(page.schema[fieldIndex('endDate')].rules).toHaveLength(2);
    expect(page.schema[fieldIndex('exchangePoint')].rules).toEqual([{ min: 0 }]);
    expect(checkReferences(page).errors).toEqual([]);
  });

  it.each<[string, string, unknown[], string, string]>([
    ['a comparison with an unknown field', 'endDate', [{ compare: { op: '>=', field: 'beginDate' } }], '.rules[0].compare.field', '"beginDate" names no field of the schema'],
    ['a comparison with itself', 'endDate', [{ compare: { op: '>', field: 'endDate' } }], '.rules[0].compare.field', 'a field cannot be compared with itself'],
    ['a date compared with a number', 'endDate', [{ compare: { op: '>=', field: 'exchangePoint' } }], '.rules[0].compare.field', '"endDate" (date) cannot be compared with "exchangePoint" (number)'],
    ['min above max', 'exchangePoint', [{ min: 10 }, { max: 5 }], '.rules[1].max', 'max 5 is below min 10: no value could be saved'],
    ['min on a date', 'endDate', [{ min: 0 }], '.rules[0]', 'a min rule does not fit the Date widget of "endDate": it needs a number (Text with type "number")'],
    ['notPast on a number', 'exchangePoint', [{ notPast: {} }], '.rules[0]', 'a notPast rule does not fit the Text widget of "exchangePoint": it needs a Date'],
    ['unique on a list', 'shopIds', [{ unique: true }], '.rules[0]', 'a unique rule does not fit the ArrayModel widget of "shopIds": it needs one plain value (Text, Date, Time or Enum; not multi-language or hidden)'],
    ['a state rule naming no field', 'endDate', [{ notPast: { when: { field: 'state', equals: 'active' } } }], '.rules[0].notPast.when.field', '"state" names no field of the schema'],
  ])('reports %s at its path', (_, name, rules, path, message) => {
    expect(errorsOf(withRules(name, rules))).toContainEqual({ path: `${at(name)}${path}`, message });
  });

  it.each<[string, unknown, string, string]>([
    ['a rule of no kind', { message: 'app.records.rules.x' }, '', 'a rule needs one of min, max, unique, compare, notPast'],
    ['a rule of two kinds', { min: 0, max: 9 }, '', 'a rule has one kind; split min and max into separate rules'],
    ['an unknown operator', { compare: { op: '=>', field: 'startDate' } }, '.compare.op', 'Invalid option: expected one of "<"|"<="|">"|">="|"=="|"!="'],
    ['a misspelt kind', { maxx: 9 }, '.maxx', 'unknown key "maxx" (did you mean "max"?)'],
    ['a message that is no catalogue key', { min: 0, message: 'Phải lớn hơn 0' }, '.message', 'must be a catalogue key such as app.rules.endAfterStart'],
  ])('refuses the shape of %s', (_, rule, path, message) => {
    const result = parsePageDefinition(withRules('exchangePoint', [rule]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual(expect.objectContaining({ path: `${at('exchangePoint')}.rules[0]${path}`, message }));
  });
});
