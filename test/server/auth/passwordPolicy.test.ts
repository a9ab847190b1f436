import { DEFAULT_PASSWORD_RULES, matchesPasswordRules, PASSWORD_LENGTH, PASSWORD_PATTERN, PRODUCT_NAMES } from '../../../src/api/passwordPolicy';
import { newPasswordProblem } from '../../../src/core/passwordProblems';
import { signInEnglish } from '../../../src/i18n/signInEnglish';
import { signInVietnamese } from '../../../src/i18n/signInVietnamese';
import { loadConfig } from '../../../server/config';
import { commonPasswords } from '../../../server/auth/commonPasswords';
import { createPasswordPolicy } from '../../../server/auth/passwordPolicy';

const who = { username: '0901234567', ownerCode: 'DEMO01', fullName: 'Nguyễn Văn An', ownerName: 'Phở Hà Nội JSC' };

describe('password policy', () => {
  const policy = createPasswordPolicy();

  it('accepts 9 to 40 letters and digits with single _, space or - separators', () => {
    for (const ok of ['abcdefgh9', 'Quiet river_77', 'blue-Cat-9-lamp', 'z'.repeat(40)]) expect(policy(ok, who)).toBeNull();
  });

  it('refuses what the pattern does not allow', () => {
    for (const bad of ['short12', 'a'.repeat(41), 'two  spaces9', '-leading99', 'trailing99_', 'symbols!99x', 'áccented99', 'a__b123456']) {
      expect(policy(bad, who)).toBe('pattern');
    }
  });

  it('checks against more than 400,000 common and breached passwords', () => {
    // SecLists' leaked-password lists (bundled) and zxcvbn-ts's passwords-common, distinct.
    expect(commonPasswords().size).toBe(414_877);
    // The most common ones, ones only a large breached list has, and zxcvbn-ts's own.
    for (const common of ['123456789', 'QwertyUiop', 'Password1', 'iloveyou2', '1qaz2wsx3edc', 'liverpool1', 'monkey123', 'sunshine12']) {
      expect(policy(common, who)).toBe('common');
    }
  });

  it('also refuses a listed password with separators put between its parts', () => {
    expect(policy('qwerty-uiop', who)).toBe('common');
    expect(policy('pass word 1234', who)).toBe('common');
  });

  it("refuses a password built on the phone, the Owner ID, the person's or the merchant's name, in any case or spelling", () => {
    for (const identity of ['x0901234567y', 'my-demo01-pass', 'My-DeMo01-pass', 'call-901234567', 'NguyenVanAn9', 'nguyen-rocks-77', 'An_2024_2025', 'pho-ha-noi-2026', 'NGUYEN-2026-x']) {
      expect([identity, policy(identity, who)]).toEqual([identity, 'containsIdentity']);
    }
  });

  it("refuses the product's name in either language", () => {
    expect(policy('merchantportal99', who)).toBe('containsIdentity');
    expect(policy('my-Portal-2026', who)).toBe('containsIdentity');
    expect(policy('cong-thong-tin-doi-tac', who)).toBe('containsIdentity');
    expect(PRODUCT_NAMES).toEqual([signInEnglish.app.name, signInVietnamese.app.name]);
  });

  it('lets a short name word appear inside an unrelated password', () => {
    // "an" and "van" are parts of the owner's name, but too short to refuse every password holding them.
    expect(policy('vanilla-panther-58', who)).toBeNull();
  });

  it('takes configured rules instead of the default ones', () => {
    const digitsOnly = createPasswordPolicy({ pattern: '^[0-9]+$', minLength: 9, maxLength: 40 });
    expect(digitsOnly('827364519', who)).toBeNull();
    expect(digitsOnly('abcdefghij', who)).toBe('pattern');
    expect(digitsOnly('82736', who)).toBe('pattern');
    const passphrases = createPasswordPolicy({ pattern: '^[A-Za-z0-9 ,.!?-]+$', minLength: 16, maxLength: 100 });
    expect(passphrases('quiet river, old bridge, 7 lanterns', who)).toBeNull();
    expect(passphrases('quiet river 77', who)).toBe('pattern');
  });

  it('reads its rules from PASSWORD_PATTERN, PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH, refusing nonsense', () => {
    expect(loadConfig({}).auth.passwordRules).toEqual(DEFAULT_PASSWORD_RULES);
    expect(loadConfig({ PASSWORD_PATTERN: '^\\S+$', PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '64' }).auth.passwordRules)
      .toEqual({ pattern: '^\\S+$', minLength: 12, maxLength: 64 });
    expect(() => loadConfig({ PASSWORD_PATTERN: '(' })).toThrow('PASSWORD_PATTERN');
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '6' })).toThrow('PASSWORD_MIN_LENGTH');
    expect(() => loadConfig({ PASSWORD_MAX_LENGTH: '500' })).toThrow('PASSWORD_MAX_LENGTH');
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '30', PASSWORD_MAX_LENGTH: '20' })).toThrow('PASSWORD_MIN_LENGTH');
  });

  it('is one pattern shared with the app', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 9, max: 40 });
    expect(PASSWORD_PATTERN.test('abc def')).toBe(true);
    expect(matchesPasswordRules('abc def')).toBe(false);
    expect(newPasswordProblem('abc def-ghi')).toBeUndefined();
    // The one rule that fails, in the order a user fixes them; a configured pattern is said as a whole.
    expect(newPasswordProblem('abc')).toEqual({ message: 'app.validation.passwordTooShort', args: { min: 9 } });
    expect(newPasswordProblem('a'.repeat(41))).toEqual({ message: 'app.validation.passwordTooLong', args: { max: 40 } });
    expect(newPasswordProblem('Mật-khẩu-2026')).toEqual({ message: 'app.validation.passwordCharacters' });
    expect(newPasswordProblem('abc--defghij')).toEqual({ message: 'app.validation.passwordSeparators' });
    expect(newPasswordProblem('-abcdefghij')).toEqual({ message: 'app.validation.passwordSeparators' });
    expect(newPasswordProblem('abcdefghijk', { pattern: '^[0-9]+$', minLength: 9, maxLength: 40 })).toEqual({ message: 'app.validation.passwordTooEasy' });
  });
});
