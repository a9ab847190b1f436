import { passwordProblems } from '../../../src/core/passwordProblems';

test.each([
  ['nothing typed', {}, [['password', 'app.validation.newPasswordRequired'], ['confirmPassword', 'app.validation.confirmPasswordRequired']]],
  ['too short', { password: 'abc', confirmPassword: 'abc' }, [['password', 'app.validation.passwordTooShort']]],
  ['a letter with a mark', { password: 'mật-khẩu-2026', confirmPassword: 'mật-khẩu-2026' }, [['password', 'app.validation.passwordCharacters']]],
  ['no confirmation', { password: 'merchant-2026', confirmPassword: '' }, [['confirmPassword', 'app.validation.confirmPasswordRequired']]],
  ['a confirmation that differs', { password: 'merchant-2026', confirmPassword: 'merchant-2025' }, [['confirmPassword', 'app.validation.confirmPasswordMismatch']]],
  ['a good pair', { password: 'merchant-2026', confirmPassword: 'merchant-2026' }, []],
])('%s', (_name, values, expected) => {
  expect(passwordProblems(values).map(({ field, message }) => [field, message])).toEqual(expected);
});
