import { passwordProblems } from '../../../src/core/passwordProblems';

test.each([
  ['nothing typed', {}, [['password', 'app.validation.newPasswordRequired'], ['confirmPassword', 'app.validation.confirmPasswordRequired']]],
  ['too easy', { password: 'abc', confirmPassword: 'abc' }, [['password', 'app.validation.passwordTooEasy']]],
  ['no confirmation', { password: 'merchant-2026', confirmPassword: '' }, [['confirmPassword', 'app.validation.confirmPasswordRequired']]],
  ['a confirmation that differs', { password: 'merchant-2026', confirmPassword: 'merchant-2025' }, [['confirmPassword', 'app.validation.confirmPasswordMismatch']]],
  ['a good pair', { password: 'merchant-2026', confirmPassword: 'merchant-2026' }, []],
])('%s', (_name, values, expected) => {
  expect(passwordProblems(values).map(({ field, message }) => [field, message])).toEqual(expected);
});
