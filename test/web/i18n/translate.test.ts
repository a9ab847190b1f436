import { lightTranslate } from '../../../src/i18n/lightCatalogues';
import { createTranslate } from '../../../src/i18n/translate';

const t = createTranslate({ a: { b: 'Hello %{name}', only: 'Chỉ' } }, { a: { fallback: 'From English' } });

test.each([
  ['a.b', { name: 'Lan' }, 'Hello Lan'],
  ['a.b', undefined, 'Hello %{name}'],
  ['a.only', undefined, 'Chỉ'],
  ['a.fallback', undefined, 'From English'],
  ['a.missing', { _: 'default text' }, 'default text'],
  ['Some server text.', undefined, 'Some server text.'],
  ['a', undefined, 'a'],
  ['a.b.c', undefined, 'a.b.c'],
])('%s → %p', (key, args, expected) => {
  expect(t(key, args)).toBe(expected);
});

test('the light translator reads the app catalogues', () => {
  expect(lightTranslate('en')('app.verify.submit')).toBe('Validate OTP');
  expect(lightTranslate('vi')('app.verify.submit')).toBe('Xác thực OTP');
  expect(lightTranslate('vi')('app.forgot.step', { step: 2 })).toBe('Bước 2/3');
});
