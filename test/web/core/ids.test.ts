import { positiveIdOf } from '../../../src/core/ids';

test.each<[unknown, number | undefined]>([
  [7, 7], ['42', 42], ['9007199254740991', 9007199254740991],
  [0, undefined], ['0', undefined], ['007', undefined], [-3, undefined], [1.5, undefined], ['1.5', undefined],
  ['', undefined], [' 4', undefined], ['abc', undefined], ['9999999999999999', undefined], [null, undefined], [undefined, undefined],
])('positiveIdOf(%p) is %p', (value, expected) => {
  expect(positiveIdOf(value)).toBe(expected);
});
