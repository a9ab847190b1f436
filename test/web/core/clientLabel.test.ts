import { CLIENT_LABEL_MAX, clientLabel, clientLabelOfUserAgent } from '../../../src/core/clientLabel';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.each([
  [CHROME_ON_WINDOWS, 'Chrome 131 · Windows 10'],
  [SAFARI_ON_IPHONE, 'Safari 17 · iOS 17.5'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari 18 · Mac OS 10.15'],
  ['Mozilla/5.0 (Windows NT 6.1; rv:115.0) Gecko/20100101 Firefox/115.0', 'Firefox 115 · Windows 7'],
  ['curl/8.5.0', null],
  ['', null],
])('%s reads as %p', (userAgent, label) => {
  expect(clientLabelOfUserAgent(userAgent)).toBe(label);
});

test('the login body\'s description: unknown halves left out, control and bidi characters dropped, the length capped', () => {
  expect(clientLabel({ browser: 'Chrome', browserVersion: '131.0.1', os: 'unknown', osVersion: '' })).toBe('Chrome 131');
  expect(clientLabel({ browser: 'unknown', os: 'Android', osVersion: '14.0' })).toBe('Android 14');
  expect(clientLabel({ browser: 'unknown', os: 'unknown' })).toBeNull();
  expect(clientLabel({ browser: 'Ch\u202erome\u0007', browserVersion: '131', os: 'Win\ndows', osVersion: '10.0' })).toBe('Chrome 131 · Windows 10');
  const long = clientLabel({ browser: 'B'.repeat(200), browserVersion: '1', os: 'O'.repeat(200), osVersion: '2' })!;
  expect(long.length).toBeLessThanOrEqual(CLIENT_LABEL_MAX);
});
