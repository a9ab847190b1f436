import { matchesPasswordPattern, PASSWORD_LENGTH, PASSWORD_PATTERN } from '../../../src/api/passwordPolicy';
import { newPasswordProblem } from '../../../src/core/passwordProblems';
import { COMMON_PASSWORD_COUNT, commonPasswords } from '../../../server/auth/commonPasswords';
import { createPasswordPolicy } from '../../../server/auth/passwordPolicy';

const who = { username: '0901234567', ownerCode: 'DEMO01' };

describe('password policy', () => {
  const policy = createPasswordPolicy();

  it('accepts 9 to 40 letters and digits with single _, space or - separators', () => {
    for (const ok of ['abcdefgh9', 'Quiet river_77', 'blue-Cat-9-lamp', 'a'.repeat(40)]) expect(policy(ok, who)).toBeNull();
  });

  it('refuses what the pattern does not allow', () => {
    for (const bad of ['short12', 'a'.repeat(41), 'two  spaces9', '-leading99', 'trailing99_', 'symbols!99x', 'áccented99', 'a__b123456']) {
      expect(policy(bad, who)).toBe('pattern');
    }
  });

  it('refuses the 1,000 most common passwords in any letter case', () => {
    expect(commonPasswords().size).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(commonPasswords().size).toBeGreaterThan(900);
    for (const common of ['123456789', 'qwertyuiop', '1234567890', 'QWERTYUIOP', 'Password1']) {
      if (commonPasswords().has(common.toLowerCase())) expect(policy(common, who)).toBe('common');
    }
    expect(policy('123456789', who)).toBe('common');
    expect(policy('QwertyUiop', who)).toBe('common');
  });

  it('refuses passwords that contain the username or the owner code, in any letter case', () => {
    expect(policy('x0901234567y', who)).toBe('containsIdentity');
    expect(policy('my-demo01-pass', who)).toBe('containsIdentity');
    expect(policy('My-DeMo01-pass', who)).toBe('containsIdentity');
  });

  it('takes a configured pattern instead of the default one', () => {
    const digitsOnly = createPasswordPolicy('^[0-9]+$');
    expect(digitsOnly('827364519', who)).toBeNull();
    expect(digitsOnly('abcdefghij', who)).toBe('pattern');
    expect(digitsOnly('82736', who)).toBe('pattern');
  });

  it('is one pattern shared with the app', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 9, max: 40 });
    expect(PASSWORD_PATTERN.test('abc def')).toBe(true);
    expect(matchesPasswordPattern('abc def')).toBe(false);
    expect(newPasswordProblem('abc def-ghi')).toBeUndefined();
    expect(newPasswordProblem('abc')).toBe('app.validation.passwordTooEasy');
  });
});
