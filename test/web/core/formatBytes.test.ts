import { formatBytes } from '../../../src/core/formatBytes';

test.each([
  [0, '0 bytes'],
  [900, '900 bytes'],
  [1536, '1.5 KB'],
  [10 * 1024 * 1024, '10 MB'],
  [1024 ** 3, '1 GB'],
  [2.25 * 1024 ** 4, '2.3 TB'],
])('%i bytes read as %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test.each([
  [0, '0 byte'],
  [1536, '1,5 KB'],
  [1_234_567_890, '1,1 GB'],
  [1023 * 1024, '1.023 KB'],
])('in Vietnamese, %i bytes read as %s', (bytes, text) => {
  expect(formatBytes(bytes, 'vi')).toBe(text);
});
