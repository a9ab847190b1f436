// `npm start` on a fresh clone: install what is missing, build the app when its sources are newer than the build.
// Plain Node only: this runs before the dependencies exist.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Newest modification time of a file or of any file below a folder. */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
};

const installedMarker = at('node_modules', '.package-lock.json');
// A node_modules that is a link belongs to another checkout (a git worktree sharing one install): `npm ci` would
// empty that checkout's folder through the link, so it is left to its owner.
const sharedInstall = existsSync(at('node_modules')) && lstatSync(at('node_modules')).isSymbolicLink();
if (sharedInstall) {
  if (!existsSync(installedMarker)) throw new Error('node_modules links to an install that is missing: run npm ci where it points');
} else if (!existsSync(installedMarker) || mtime(at('package-lock.json')) > mtime(installedMarker)) {
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

const built = at('dist', 'index.html');
const sources = ['src', 'index.html', 'vite.config.mts', 'package-lock.json', 'public'].map((p) => newest(at(p)));
if (mtime(built) < Math.max(...sources)) {
  console.log('Building the app (vite build)…');
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
}
