import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { isScanningChunks } from './shellChunks.mjs';

/**
 * What the script reads, as the entry does: the stored session and language (src/storage.ts), the sign-in paths the
 * entry draws itself (src/entry/screenFor.ts) and the landing path (src/core/hashPaths.ts). Written out here, as the
 * config's loader takes the app's modules for CommonJS (and warns); one that drifts costs an unneeded or a later
 * download, nothing else. test/e2e/foundation.e2e.ts checks what a reload and the sign-in form ask for.
 */
const PRELOAD_RULES = {
  sessionKey: 'session',
  localeKey: 'locale',
  publicPaths: ['/login', '/verifyLogin', '/forgotPass', '/firstPassword'],
  landingPath: '/dashboard',
};

/** The files a stored session opening the shell needs first, by shellChunks' group names (scripts/shellChunks.mts). */
interface ShellFiles {
  shell: string;
  /** The dashboard's own file and its opening calls', for a session opening LANDING_PATH. */
  landing: string[];
  /** Each language's texts, by the stored language's value. */
  languages: { en: string; vi: string };
}

/**
 * The page's first script: asks for the shell's files while the entry's own file is still on its way, where the
 * entry (src/entry/earlyShell.ts) can ask for them only once that file has arrived and run. A phone's LCP moved
 * from 3.51 to 3.14 s (Lighthouse, docs/benchmarks.md). A hint only: the entry still decides what is drawn, and a
 * hint it does not follow (a session that must change its password, say) costs bytes, nothing else. No inline
 * script, for the CSP (`script-src 'self'`).
 */
const preloadScript = (files: ShellFiles, base: string): string => {
  const url = (file: string) => JSON.stringify(`${base}${file}`);
  return `// Written at build time by scripts/preloadShell.mts.
const hint = (href) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
};
const path = '/' + location.hash.replace(/^#\\/?/, '').split('?')[0];
if (localStorage.getItem(${JSON.stringify(PRELOAD_RULES.sessionKey)}) && path !== '/' && !${JSON.stringify(PRELOAD_RULES.publicPaths)}.includes(path)) {
  hint(${url(files.shell)});
  hint(localStorage.getItem(${JSON.stringify(PRELOAD_RULES.localeKey)}) === 'vi' ? ${url(files.languages.vi)} : ${url(files.languages.en)});
  if (path === ${JSON.stringify(PRELOAD_RULES.landingPath)}) {
${files.landing.map((file) => `    hint(${url(file)});`).join('\n')}
  }
}
`;
};

interface BundleItem {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  source?: string | Uint8Array;
}

/**
 * Adds the preload script (scripts/preloadShell.mts `preloadScript`) to the build: a hashed file of its own, loaded
 * `async` from index.html's head ahead of the entry, so it runs as soon as it arrives.
 */
export const preloadShell = (): Plugin => {
  let base = '/';
  return {
    name: 'preload-shell',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // shellChunks' own scan builds without its groups.
      if (isScanningChunks()) return;
      const items = Object.values(bundle as unknown as Record<string, BundleItem>);
      const fileOf = (name: string) => {
        const chunk = items.find((item) => item.type === 'chunk' && item.name === name);
        if (!chunk) throw new Error(`preloadShell: no chunk named ${name} (scripts/shellChunks.mts names them)`);
        return chunk.fileName;
      };
      const source = preloadScript({
        shell: fileOf('shell'),
        landing: [fileOf('dashboard'), fileOf('openingCalls')],
        languages: { en: fileOf('english'), vi: fileOf('vietnamese') },
      }, base);
      const fileName = `assets/preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = items.find((item) => item.type === 'asset' && item.fileName === 'index.html');
      if (!page || typeof page.source !== 'string') throw new Error('preloadShell: index.html is not in the bundle yet');
      const tag = `<script type="module" async crossorigin src="${base}${fileName}"></script>`;
      if (!page.source.includes('<script type="module"')) throw new Error('preloadShell: index.html has no entry script');
      page.source = page.source.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
};
