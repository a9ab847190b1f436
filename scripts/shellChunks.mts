import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** What the scan reads of each output chunk (rolldown's OutputChunk). */
interface ScannedChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

const SCANNING = 'SHELL_CHUNKS_SCANNING';

/** Whether this build is the scan's (no groups, nothing written). */
export const isScanningChunks = (): boolean => Boolean(process.env[SCANNING]);

/** The chunks `start` loads before it runs (itself and its static imports, transitively). */
const loadedWith = (start: ScannedChunk, byName: Map<string, ScannedChunk>): Set<ScannedChunk> => {
  const seen = new Set<ScannedChunk>();
  const stack = [start];
  while (stack.length > 0) {
    const chunk = stack.pop() as ScannedChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) stack.push(next);
    }
  }
  return seen;
};

/**
 * Builds once without minifying or writing (about a third of a build) and answers, for each of `roots` in order,
 * the modules that load with it and with none of the roots before it (nor with the entry). The bundler's own
 * chunks say which modules a lazy root really uses: an import graph would count all of a library's re-exports.
 */
const scanModules = async (root: string, roots: string[]): Promise<Set<string>[]> => {
  process.env[SCANNING] = '1';
  try {
    const output = await build({
      root, logLevel: 'silent', build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false, emptyOutDir: false },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []))
      .filter((item): item is ScannedChunk & typeof item => item.type === 'chunk') as unknown as ScannedChunk[];
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loaded = new Set<ScannedChunk>(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...loadedWith(chunk, byName)]));
    return roots.map((file) => {
      const rootChunk = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, file));
      if (!rootChunk) throw new Error(`shellChunks: no chunk starts at ${file}`);
      const own = [...loadedWith(rootChunk, byName)].filter((chunk) => !loaded.has(chunk));
      for (const chunk of own) loaded.add(chunk);
      return new Set(own.flatMap((chunk) => chunk.moduleIds));
    });
  } finally {
    delete process.env[SCANNING];
  }
};

/** The lazy roots that get one file each, in the order a stored session opening the dashboard asks for them. */
const ROOTS = [
  // The dashboard's opening calls: tiny, and asked before the shell arrives, so they must not wait for it.
  { name: 'openingCalls', file: 'src/resources/dashboard/earlyCalls.ts' },
  { name: 'shell', file: 'src/app/AdminApp.tsx' },
  { name: 'dashboard', file: 'src/resources/dashboard/DashboardPage.tsx' },
];

/**
 * One file per language: the shell's texts and every screen's (src/app/catalogues/loadCatalogue.ts asks for the
 * language in use, each screen's english.ts or vietnamese.ts beside it), instead of a file per screen and language.
 * The sign-in texts stay in the entry (its group comes first).
 */
const LANGUAGES = [
  { name: 'english', test: /\/src\/(.+\/)?(english|\w+English)\.ts$|\/node_modules\/ra-language-english\//, priority: 0 },
  { name: 'vietnamese', test: /\/src\/(.+\/)?(vietnamese|\w+Vietnamese)\.ts$/, priority: 0 },
];

/**
 * The vocabularies both languages' files read (src/core/*Terms.ts hold both languages: the server's exports read
 * them too) go with the shell, where they were, rather than in a third file that every language would wait for.
 */
const BOTH_LANGUAGES = /\/src\/core\/\w+Terms\.ts$/;

/**
 * Sends the signed-in app in a few files instead of about sixty: the entry's static imports in the entry's file
 * (all of them load with the sign-in form anyway), then one file for the shell (src/app/AdminApp.tsx) and one for
 * the dashboard, where every sign-in lands. Left to itself the bundler splits them into dozens of files, each shared
 * with a different set of lazy screens, and on a phone's connection every file costs a round trip (Lighthouse's
 * mobile profile: 62 files before the dashboard's figures, LCP 6.1 s; in these files 5.0 s). A module stays in the
 * first of these files that loads it, so no screen loads more than before; the other screens keep their own lazy
 * chunks. The scan costs each build about ten seconds.
 */
export const shellChunks = (): Plugin => ({
  name: 'shell-chunks',
  apply: 'build',
  async config(config) {
    if (isScanningChunks()) return undefined;
    const modules = await scanModules(config.root ?? process.cwd(), ROOTS.map((root) => root.file));
    const groups = ROOTS.map((root, index) => ({
      name: root.name,
      test: (id: string) => modules[index].has(id) || (root.name === 'shell' && BOTH_LANGUAGES.test(id)),
      priority: ROOTS.length - index,
    }));
    return {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial' as const], priority: ROOTS.length + 1 }, ...groups, ...LANGUAGES] } },
        },
      },
    };
  },
});
