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

test.each([
  [1, 'Please wait 1 second.'],
  [2, 'Please wait 2 seconds.'],
  [0, 'Please wait 0 seconds.'],
])('smart_count %i picks the plural form, as polyglot does', (count, expected) => {
  const plural = createTranslate({ wait: 'Please wait %{seconds} second. |||| Please wait %{seconds} seconds.' }, {});
  expect(plural('wait', { seconds: count, smart_count: count })).toBe(expected);
  expect(plural('wait')).toBe('Please wait %{seconds} second.');
});

test('the wait of a throttled sign-in reads naturally in both languages', () => {
  expect(lightTranslate('en')('app.auth.tooManyAttempts', { seconds: 45, smart_count: 45 })).toBe(
    'Too many attempts. Please wait 45 seconds and try again.',
  );
  expect(lightTranslate('vi')('app.auth.tooManyAttempts', { seconds: 1, smart_count: 1 })).toBe(
    'Bạn đã thử quá nhiều lần. Vui lòng đợi 1 giây rồi thử lại.',
  );
});
