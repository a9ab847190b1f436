import { mustChangePassword } from '../authProvider/firstPassword';
import { hasSession } from '../authProvider/session';
import { loadShell } from './loadShell';
import { pathOfHash } from '../core/hashPaths';
import { isRootPath, screenFor } from './screenFor';

/**
 * Imported by main.tsx before the entry's own modules: with a stored session on a shell path (a reload, a bookmark,
 * a new tab), the shell's download (and the dashboard's, src/entry/loadShell.ts) starts before React, MUI and the
 * sign-in screens have run, instead of at the entry's first render: about 60 ms later on this machine, a quarter
 * of a second on a phone. `/` signs out (src/entry/start.ts), so it starts nothing. index.html's first script
 * (scripts/preloadShell.mts) has asked for the same files earlier still, before this file arrived: these imports then
 * find them fetched.
 */
const path = pathOfHash(window.location.hash);
if (!isRootPath(path) && screenFor(path, hasSession(), mustChangePassword()).kind === 'shell') {
  // Loaded again (and a failure shown) when the shell is rendered.
  loadShell().catch(() => undefined);
}

export {};
