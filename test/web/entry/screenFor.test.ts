import { pathOfHash } from '../../../src/core/hashPaths';
import { screenFor } from '../../../src/entry/screenFor';

test.each([
  ['', '/'],
  ['#', '/'],
  ['#/', '/'],
  ['#/login', '/login'],
  ['#/shop/edit/3?tab=1', '/shop/edit/3'],
  ['#dashboard', '/dashboard'],
])('the path of hash %p is %p', (hash, path) => {
  expect(pathOfHash(hash)).toBe(path);
});

test.each([
  ['/login', false, { kind: 'public', path: '/login' }],
  ['/login', true, { kind: 'public', path: '/login' }],
  ['/verifyLogin', true, { kind: 'public', path: '/verifyLogin' }],
  ['/forgotPass', false, { kind: 'public', path: '/forgotPass' }],
  ['/dashboard', true, { kind: 'shell' }],
  ['/dashboard', false, { kind: 'toLogin' }],
  ['/', false, { kind: 'toLogin' }],
  ['/anything/else', true, { kind: 'shell' }],
  ['/LOGIN', false, { kind: 'toLogin' }],
])('%s with session %p → %p', (path, hasSession, screen) => {
  expect(screenFor(path, hasSession)).toEqual(screen);
});

test.each([
  ['/dashboard', true, { kind: 'public', path: '/firstPassword' }],
  ['/submerchants', true, { kind: 'public', path: '/firstPassword' }],
  ['/firstPassword', true, { kind: 'public', path: '/firstPassword' }],
  ['/login', true, { kind: 'public', path: '/login' }],
  ['/firstPassword', false, { kind: 'toLogin' }],
])('%s while the first password must be changed, with session %p → %p', (path, hasSession, screen) => {
  expect(screenFor(path, hasSession, true)).toEqual(screen);
});

test('/firstPassword without that duty is the shell\'s (or sign-in\'s) like any other address', () => {
  expect(screenFor('/firstPassword', true)).toEqual({ kind: 'shell' });
  expect(screenFor('/firstPassword', false)).toEqual({ kind: 'toLogin' });
});
