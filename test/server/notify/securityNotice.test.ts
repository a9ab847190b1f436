import { addressOf, summariseDevice } from '../../../server/notify/deviceSummary';
import { localeFromHeader } from '../../../server/http/requestLocale';
import { securityNotice } from '../../../server/notify/securityNotice';
import { NOTICE_TEXTS, type SecurityEvent } from '../../../server/notify/securityNoticeTexts';

const facts = {
  fullName: 'Lê Minh Châu', ownerCode: 'DEMO01', username: '0907654321', at: new Date('2026-11-21T16:30:00Z'),
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ip: '::ffff:203.0.113.7',
};

const EVENTS: SecurityEvent[] = [
  { kind: 'newDeviceSignIn' }, { kind: 'passwordChanged' }, { kind: 'passwordReset' },
  { kind: 'apiKeyCreated', keyName: 'Shop sync' }, { kind: 'roleChanged', roleName: 'Shop employee' },
];

describe('a security notice', () => {
  it('says when in Vietnam time (dd/MM/yyyy HH:mm), from which device and address, to whom', () => {
    const { email } = securityNotice({ kind: 'passwordChanged' }, facts, 'en');
    // 16:30 UTC is 23:30 the same day in Ho Chi Minh City.
    expect(email).toContain('When: 21/11/2026 23:30 (Vietnam time, UTC+7)');
    expect(email).toContain('Device: Safari 17 on macOS');
    expect(email).toContain('Address: 203.0.113.7');
    expect(email).toContain('Account: DEMO01 / 0907654321');
    expect(email.startsWith('Hello Lê Minh Châu,')).toBe(true);
  });

  it('is ready for the API-key and role screens: the name they give, quoted on one line', () => {
    const key = securityNotice({ kind: 'apiKeyCreated', keyName: 'Shop sync\nclick http://evil.example' }, facts, 'en');
    expect(key.subject).toBe('A new API key was created for your Merchant Portal account');
    expect(key.email).toContain('A new API key, “Shop sync click http://evil.example”, was created for your account.');
    expect(key.email).toContain('revoke it on the API Keys screen');
    const role = securityNotice({ kind: 'roleChanged', roleName: 'Shop employee' }, facts, 'vi');
    expect(role.email).toContain('Vai trò của tài khoản của bạn vừa được đổi thành “Shop employee”.');
    expect(role.sms).toContain('vai tro da doi');
  });

  it('has every event in both languages, each saying what to do if it was not the user', () => {
    for (const locale of ['en', 'vi'] as const) {
      for (const event of EVENTS) {
        const notice = securityNotice(event, facts, locale);
        expect(notice.subject).toBe(NOTICE_TEXTS[locale].subject[event.kind]);
        expect(notice.email).toContain(NOTICE_TEXTS[locale].ifNotYou[event.kind]);
        // SMS stay plain ASCII: every phone shows them and they fit one message's alphabet.
        expect(notice.sms).toMatch(/^[\x20-\x7e“”]+$/);
      }
    }
  });

  it('names an unknown device and address as unknown, never the raw user agent', () => {
    const { email, sms } = securityNotice({ kind: 'newDeviceSignIn' }, { ...facts, userAgent: '<a href="http://evil.example">x</a>', ip: undefined }, 'en');
    expect(email).toContain('Device: unknown');
    expect(email).toContain('Address: unknown');
    expect(email).not.toContain('evil');
    expect(sms).toContain('unknown device, IP ?');
  });
});

describe('the device summary', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68', 'Edge 126', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36', 'Chrome 125', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127', 'Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'Chrome 126', 'iOS'],
    ['curl/8.5.0', null, null],
  ])('%s', (userAgent, browser, system) => {
    expect(summariseDevice(userAgent)).toEqual({ browser, system });
  });

  it('shows an address only when it is one', () => {
    expect(addressOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressOf('2001:db8::1')).toBe('2001:db8::1');
    expect(addressOf('1.2.3.4 <script>')).toBeNull();
    expect(addressOf('')).toBeNull();
  });
});

describe("the app's language from Accept-Language", () => {
  it.each([
    ['vi', 'vi'], ['en', 'en'], ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'], ['fr-FR,fr;q=0.9,en;q=0.5,vi;q=0.7', 'vi'], ['de, fr', undefined],
    ['en;q=0, vi;q=0.1', 'vi'], [undefined, undefined],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
