import { checkDefinitions } from '../../../../src/dynamic/pages';
import { everyWidgetPage } from '../fixtures/everyWidget';
import { pageWith } from '../fixtures/pageCopy';

test('valid definitions are kept in order; an invalid one is left out and reported with its paths', () => {
  const broken = pageWith((page) => {
    page.id = 61;
    page.resource = 'broken-vouchers';
    page.schema[2].hideExpression = 'status ==';
    page.buttons[0].api = 'nope';
  });
  const { pages, problems } = checkDefinitions([everyWidgetPage, broken]);
  expect(pages.map((page) => page.id)).toEqual([60]);
  expect(problems).toEqual([
    expect.objectContaining({ id: '61', name: 'Ưu đãi đối tác', usable: false }),
  ]);
  expect(problems[0].errors.map((error) => error.path)).toEqual(['schema[2].hideExpression', 'buttons[0].api']);
});

test('a resource another page took is dropped; the page stays usable by id', () => {
  const twin = pageWith((page) => {
    page.id = 63;
  });
  const { pages, problems } = checkDefinitions([everyWidgetPage, twin]);
  expect(pages.map((page) => [page.id, page.resource])).toEqual([[60, 'partner-vouchers'], [63, undefined]]);
  expect(problems.map((problem) => [problem.id, problem.errors[0].path, problem.usable])).toEqual([['63', 'resource', true]]);
});

test.each(['shops', 'transactions'])('a route or a screen resource (%s), a duplicate id and something that is not a list never crash', (resource) => {
  expect(checkDefinitions([everyWidgetPage, everyWidgetPage]).problems[0].errors[0].path).toBe('id');
  expect(checkDefinitions({ data: [] })).toEqual({ pages: [], problems: [expect.objectContaining({ usable: false })] });
  const route = pageWith((page) => {
    page.id = 64;
    page.resource = resource;
  });
  expect(checkDefinitions([route]).problems[0]).toEqual(expect.objectContaining({ id: '64', usable: false, errors: [expect.objectContaining({ path: 'resource' })] }));
  expect(checkDefinitions([null, 'x', 4]).problems.map((problem) => problem.id)).toEqual(['#1', '#2', '#3']);
});
