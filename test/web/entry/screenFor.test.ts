import { pathOfHash, screenFor } from '../../../src/entry/screenFor';

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
