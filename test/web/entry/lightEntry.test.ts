import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The sign-in screens must not pay for the admin shell (ARCHITECTURE.md "The sign-in screens are a separate,
 * light entry"): no module reached from src/main.tsx by static imports may import react-admin or its parts.
 * `import()` and `import type` are fine: the first is a lazy chunk, the second disappears at build.
 */
const SRC = resolve(__dirname, '../../../src');
const HEAVY = /^(react-admin|ra-[\w-]+|node-polyglot|@mui\/x-date-pickers|@mui\/icons-material$)/;

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

const resolveLocal = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
};

const staticGraph = (entry: string) => {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.set(specifier, file.slice(SRC.length + 1));
    }
  };
  visit(entry);
  return { files: [...seen].map((file) => file.slice(SRC.length + 1)), packages };
};

test('the light entry reaches the sign-in screens but not the shell', () => {
  const { files } = staticGraph(join(SRC, 'main.tsx'));
  expect(files).toEqual(expect.arrayContaining(['signIn/LoginScreen.tsx', 'signIn/ForgotPasswordScreen.tsx', 'authProvider/signIn.ts']));
  expect(files.filter((file) => file.startsWith('app/') || file.endsWith('authProvider/authProvider.ts'))).toEqual([]);
});

test('no module of the light entry imports react-admin, its translations or an icon pack', () => {
  const { packages } = staticGraph(join(SRC, 'main.tsx'));
  const heavy = [...packages].filter(([name]) => HEAVY.test(name));
  expect(heavy).toEqual([]);
  const icons = [...packages.keys()].filter((name) => name.startsWith('@mui/icons-material/'));
  expect(icons.length).toBeLessThanOrEqual(2);
});

test('the shell is reached by a dynamic import', () => {
  expect(readFileSync(join(SRC, 'entry/loadShell.ts'), 'utf8')).toMatch(/import\('\.\.\/app\/AdminApp'\)/);
});
