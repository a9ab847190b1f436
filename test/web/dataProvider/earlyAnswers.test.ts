import { askEarly, takeEarly } from '../../../src/dataProvider/earlyAnswers';
import { writeStored } from '../../../src/storage';
import { mockApi, ok } from '../support/api';

const BALANCE = '/api/merchant/merchantBalance';

beforeEach(() => {
  localStorage.clear();
  writeStored('session', 'session-1');
});

afterEach(() => jest.useRealTimers());

test('an answer asked early is taken once, by the same call; a second load asks the server', async () => {
  const calls = mockApi({ [`POST ${BALANCE}`]: ok({ available: 1 }) });
  askEarly(BALANCE, {});
  expect(takeEarly(BALANCE, { other: true })).toBeUndefined();
  await expect(takeEarly(BALANCE, {})).resolves.toMatchObject({ data: { available: 1 } });
  expect(takeEarly(BALANCE, {})).toBeUndefined();
  expect(calls.sent('POST', BALANCE)).toHaveLength(1);
});

test('an answer asked for another session is not taken', () => {
  mockApi({ [`POST ${BALANCE}`]: ok({ available: 1 }) });
  askEarly(BALANCE, {});
  writeStored('session', 'session-2');
  expect(takeEarly(BALANCE, {})).toBeUndefined();
});

test('an answer asked more than 30 seconds before is not taken', () => {
  jest.useFakeTimers({ now: new Date('2026-03-15T03:00:00.000Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  mockApi({ [`POST ${BALANCE}`]: ok({ available: 1 }) });
  askEarly(BALANCE, {});
  jest.setSystemTime(new Date('2026-03-15T03:00:31.000Z'));
  expect(takeEarly(BALANCE, {})).toBeUndefined();
});

test('a failed early answer is the taker\'s failure, not an unhandled rejection', async () => {
  mockApi({ [`POST ${BALANCE}`]: { status: 500, body: { err: 500, message: 'boom', data: null } } });
  askEarly(BALANCE, {});
  await expect(takeEarly(BALANCE, {})).rejects.toThrow();
});
