/** The hash routes the light entry renders itself, with or without a session (spec §2, §4 Session handling). */
export const PUBLIC_PATHS = ['/login', '/verifyLogin', '/forgotPass', '/firstPassword'] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export type Screen = { kind: 'public'; path: PublicPath } | { kind: 'shell' } | { kind: 'toLogin' };

const isPublicPath = (path: string): path is PublicPath => (PUBLIC_PATHS as readonly string[]).includes(path);

/** Sign-in screens for their paths; anything else is the react-admin shell, which needs a session. */
export const screenFor = (path: string, hasSession: boolean, mustChangePassword = false): Screen => {
  // A session whose password the owner chose opens nothing but the step that replaces it (the server agrees).
  if (hasSession && mustChangePassword && path !== '/login' && path !== '/forgotPass') return { kind: 'public', path: '/firstPassword' };
  if (path === '/firstPassword') return hasSession ? { kind: 'shell' } : { kind: 'toLogin' };
  if (isPublicPath(path)) return { kind: 'public', path };
  return hasSession ? { kind: 'shell' } : { kind: 'toLogin' };
};

/** Visiting the root signs out: storage is cleared but for deviceId, code and phone (spec §4 Session handling). */
export const isRootPath = (path: string): boolean => path === '/';
