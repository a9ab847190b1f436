import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository root, and paths relative to it with `/` separators. */
export const ROOT = resolve(__dirname, '../../..');
export const rel = (file: string): string => relative(ROOT, file).split('\\').join('/');

// `import … from 'x'`, `export … from 'x'` and `import 'x'`; `import type` disappears at build and is left out.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const TYPE_IMPORT = /^\s*(?:import|export)\s+type\b[^'";]*?\s+from\s+'([^']+)'/gm;

export interface Imports {
  /** Files of this repository, resolved. */
  local: string[];
  /** Package specifiers. */
  packages: string[];
}

export const resolveLocal = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${rel(from)}`);
};

const specifiers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

/** What one file imports statically (`dynamic: true` adds `import()`s, `types: true` adds `import type`s). */
export const importsOf = (file: string, { dynamic = false, types = false } = {}): Imports => {
  const text = readFileSync(file, 'utf8');
  const all = [...specifiers(text, STATIC_IMPORT), ...(dynamic ? specifiers(text, DYNAMIC_IMPORT) : []), ...(types ? specifiers(text, TYPE_IMPORT) : [])];
  return {
    local: all.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolveLocal(file, specifier)),
    packages: all.filter((specifier) => !specifier.startsWith('.')),
  };
};

/** Every file reached from `entry` by static imports, with the packages each reached. */
export const staticGraph = (entry: string) => {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { local, packages: named } = importsOf(file);
    for (const name of named) packages.set(name, rel(file));
    local.forEach(visit);
  };
  visit(entry);
  return { files: [...seen].map(rel), packages };
};

/** The .ts and .tsx files under a folder of the repository. */
export const sourceFiles = (folder: string): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(ROOT, folder));
};
