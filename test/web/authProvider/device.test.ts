import { describeDevice } from '../../../src/authProvider/device';

test.each([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { os: 'Windows', osVersion: '10.0', browser: 'Chrome', browserVersion: '131.0.0.0' },
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    { os: 'Mac OS', osVersion: '10.15.7', browser: 'Safari', browserVersion: '17.4' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { os: 'iOS', osVersion: '17.4', browser: 'Safari', browserVersion: '17.4' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    { os: 'Android', osVersion: '14', browser: 'Edge', browserVersion: '131.0.0.0' },
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', { os: 'Linux', osVersion: '', browser: 'Firefox', browserVersion: '133.0' }],
  ['curl/8.0', { os: 'unknown', osVersion: '', browser: 'unknown', browserVersion: '' }],
])('%s', (userAgent, expected) => {
  expect(describeDevice(userAgent)).toEqual(expected);
});
