import type { ComponentType } from 'react';
import { confirmStoredUser } from '../authProvider/refreshUser';
import { hasSession } from '../authProvider/session';
import { readLocale } from '../i18n/locales';
import { LANDING_PATH, pathOfHash } from '../core/hashPaths';

interface LandingModule {
  default: ComponentType<{ titleKey: string }>;
}

let landing: LandingModule | undefined;

/** The screen every sign-in lands on (spec §4: /dashboard), whoever signs in. */
export const loadLanding = (): Promise<LandingModule> => import('../resources/dashboard/DashboardPage').then((module) => (landing = module));

/** The dashboard's module once its chunk has loaded, for the route to draw it without suspending. */
export const loadedLanding = (): LandingModule | undefined => landing;

/**
 * A stored session opening the dashboard (a reload, a bookmark, a new tab): its chunk and its calls start beside the
 * shell's instead of after it (src/resources/dashboard/earlyCalls.ts, a small chunk of its own), so that the
 * figures are in when the shell draws them. On a phone's line the shell took a second and a half to arrive, the
 * dashboard's chunk and calls then two more round trips.
 */
let landingOpened = false;

const openLanding = () => {
  // Once a page load: the shell may be asked for early (src/entry/earlyShell.ts) and again when rendered.
  if (landingOpened) return;
  landingOpened = true;
  // Loaded again (and a failure shown) when they are rendered or asked.
  loadLanding().catch(() => undefined);
  import('../resources/dashboard/earlyCalls').then((early) => early.askOpeningCalls()).catch(() => undefined);
};

/**
 * The texts of the language the shell will start in (its own file: src/app/catalogues/loadCatalogue.ts), asked for
 * beside the shell's file rather than once the shell has arrived and asks for it: a round trip less on a phone.
 */
const askTexts = () => {
  const asked = readLocale() === 'vi' ? import('../app/catalogues/vietnamese') : import('../app/catalogues/english');
  // The shell asks for them again and shows a failure.
  asked.catch(() => undefined);
};

/**
 * The react-admin shell: a lazy chunk, never part of the light entry. With a stored session (a reload, a new tab)
 * the check of the stored user's rights starts beside the chunk, so the shell waits for neither in turn.
 */
export const loadShell = () => {
  if (hasSession()) {
    void confirmStoredUser();
    if (pathOfHash(window.location.hash) === LANDING_PATH) openLanding();
  }
  askTexts();
  return import('../app/AdminApp');
};

/**
 * Starts fetching the shell and the dashboard while a sign-in request is in flight, so the dashboard shows
 * sooner: without the dashboard's own chunk here, it was asked for only once the shell had drawn its menu.
 */
export const preloadShell = (): void => {
  // Loaded again (and a failure shown) when they are rendered.
  loadShell().catch(() => undefined);
  loadLanding().catch(() => undefined);
};
