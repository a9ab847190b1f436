import CssBaseline from '@mui/material/CssBaseline';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { checkError } from '../authProvider/checkError';
import { hasSession } from '../authProvider/session';
import { HTTP_MESSAGES } from '../dataProvider/httpClient';
import { AUTH_MESSAGES } from '../api/authMessages';
import { onHttpError, onNotice } from '../dataProvider/notices';
import { messageKey } from '../i18n/messageKey';
import { setFlash } from '../ui/feedback/flash';
import { LightI18nProvider } from '../signIn/LightI18n';
import { LoginScreen } from '../signIn/LoginScreen';
import { type SignInPreloads, SignInPreloadsProvider } from '../signIn/preloads';
import { loadShell, preloadShell } from './loadShell';
import { ShellLoading } from './ShellLoading';
import { loadFirstPassword, loadForgotPassword, loadVerifyLogin, preloadForgotPassword, preloadVerifyLogin } from './loadSignInScreens';
import { mustChangePassword } from '../authProvider/firstPassword';
import { ENROL_PATH, mustEnrolStrongFactor } from '../authProvider/strongFactorEnrolment';
import { pathOfHash } from '../core/hashPaths';
import { type PublicPath, screenFor } from './screenFor';

const AdminApp = lazy(loadShell);

// /login is the entry's own; the other two load when needed (src/entry/loadSignInScreens.ts).
const PUBLIC_SCREENS: Record<PublicPath, ComponentType> = {
  '/login': LoginScreen,
  '/verifyLogin': lazy(loadVerifyLogin),
  '/forgotPass': lazy(loadForgotPassword),
  '/firstPassword': lazy(loadFirstPassword),
};

const PRELOADS: SignInPreloads = { shell: preloadShell, verifyLogin: preloadVerifyLogin, forgotPassword: preloadForgotPassword };

/**
 * The hash's path; a session kept to adding a passkey or an authenticator app opens that screen (the shell's) in place
 * of any other, as the server refuses the rest meanwhile (sign-in screens stay reachable).
 */
const currentPath = () => {
  const path = pathOfHash(window.location.hash);
  if (path === ENROL_PATH || !hasSession() || !mustEnrolStrongFactor() || mustChangePassword() || path === '/login' || path === '/forgotPass') return path;
  window.history.replaceState(window.history.state, '', `#${ENROL_PATH}`);
  return ENROL_PATH;
};

/**
 * Chooses between the light sign-in screens and the lazily loaded react-admin shell from the hash.
 * The shell's own router changes the hash with pushState (no hashchange event), so it reports leaving
 * for a sign-in path through `onLeave`.
 */
export const Entry = () => {
  const [path, setPath] = useState(currentPath);
  const sync = useCallback(() => setPath(currentPath()), []);

  useEffect(() => {
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [sync]);

  const screen = screenFor(path, hasSession(), mustChangePassword());
  const showingShell = useRef(false);
  useEffect(() => {
    showingShell.current = screen.kind === 'shell';
  }, [screen.kind]);

  // A session lost inside the shell sends the user to /login, which unmounts the shell and its notices:
  // the sign-in screen says why instead.
  useEffect(
    () =>
      onNotice((notice) => {
        if (showingShell.current && (notice.message === HTTP_MESSAGES.sessionExpired || notice.message === AUTH_MESSAGES.accountLocked)) {
          setFlash({ message: messageKey(notice.message), severity: 'warning' });
        }
      }),
    [],
  );

  // Every failed call, made by react-admin or by a screen directly, goes to the one checkError.
  useEffect(() => onHttpError((error) => void checkError(error).catch(() => undefined)), []);

  useEffect(() => {
    if (screen.kind !== 'toLogin') return;
    window.history.replaceState(window.history.state, '', '#/login');
    sync();
  }, [screen.kind, sync]);

  // The first-password step stands in for whatever address was asked: the address says so too.
  const replacedPath = screen.kind === 'public' && screen.path !== path ? screen.path : null;
  useEffect(() => {
    if (replacedPath) window.history.replaceState(window.history.state, '', `#${replacedPath}`);
  }, [replacedPath]);

  if (screen.kind === 'toLogin') return null;
  if (screen.kind === 'shell') {
    return (
      <Suspense fallback={<ShellLoading />}>
        <AdminApp onLeave={sync} />
      </Suspense>
    );
  }
  const PublicScreen = PUBLIC_SCREENS[screen.path];
  return (
    <LightI18nProvider>
      <CssBaseline />
      <SignInPreloadsProvider preloads={PRELOADS}>
        <Suspense fallback={<ShellLoading />}>
          <PublicScreen key={screen.path} />
        </Suspense>
      </SignInPreloadsProvider>
    </LightI18nProvider>
  );
};
