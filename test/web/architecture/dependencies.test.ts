import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, importsOf, rel, sourceFiles, staticGraph } from './importGraph';

/**
 * The layers of ARCHITECTURE.md, checked on the import graph: a rule broken here is a dependency that makes the
 * next screen harder to add, the sign-in entry heavier or a second door to something that must have one.
 */
const REACT = /^(react|react-dom|react-admin|ra-[\w-]+|@mui\/.+|@tanstack\/.+|react-router(-dom)?|react-hook-form)(\/|$)/;
const HEAVY = /^(react-admin|ra-[\w-]+|node-polyglot|@mui\/x-date-pickers|@mui\/icons-material$|@tanstack\/)/;

const violations = (files: string[], broken: (file: string) => string[]) => files.flatMap((file) => broken(file).map((what) => `${rel(file)} → ${what}`));

describe('the light sign-in entry', () => {
  const entry = join(ROOT, 'src/main.tsx');

  test('reaches the sign-in screens but not the shell, its screens or the page engine', () => {
    const { files } = staticGraph(entry);
    expect(files).toEqual(expect.arrayContaining(['src/signIn/LoginScreen.tsx', 'src/authProvider/signIn.ts']));
    // The code-entry and reset screens are lazy chunks of their own: /login shows without them.
    expect(files.filter((file) => /(VerifyLogin|ForgotPassword)Screen/.test(file))).toEqual([]);
    const shell = files.filter((file) => /^src\/(app|resources|dynamic|ui\/modals)\//.test(file) || file.endsWith('authProvider/authProvider.ts'));
    expect(shell).toEqual([]);
  });

  test('imports no react-admin, react-query, translations of react-admin or icon pack', () => {
    const { packages } = staticGraph(entry);
    expect([...packages].filter(([name]) => HEAVY.test(name))).toEqual([]);
    // Single icons only: the captcha's refresh, and the password field's show and hide.
    expect([...packages.keys()].filter((name) => name.startsWith('@mui/icons-material/')).length).toBeLessThanOrEqual(3);
  });

  test('reaches the shell by a dynamic import only', () => {
    expect(readFileSync(join(ROOT, 'src/entry/loadShell.ts'), 'utf8')).toMatch(/import\('\.\.\/app\/AdminApp'\)/);
  });
});

describe('the shared core', () => {
  test('the server imports only src/api and src/core from src/', () => {
    const outside = violations(sourceFiles('server'), (file) =>
      importsOf(file, { dynamic: true }).local.map(rel).filter((target) => target.startsWith('src/') && !/^src\/(api|core)\//.test(target)),
    );
    expect(outside).toEqual([]);
  });

  test.each(['src/core', 'src/api'])('%s imports no React and no other part of the app', (folder) => {
    const found = violations(sourceFiles(folder), (file) => {
      const { local, packages } = importsOf(file, { dynamic: true });
      return [...packages.filter((name) => REACT.test(name) || !/^(zod|jsep)(\/|$)/.test(name)), ...local.map(rel).filter((target) => !/^src\/(api|core)\//.test(target))];
    });
    expect(found).toEqual([]);
  });
});

describe('one door per concern', () => {
  const app = sourceFiles('src');

  test('src/dataProvider imports no screen, shell or page-engine view, not even a type: the screens bring it their data', () => {
    const found = violations(sourceFiles('src/dataProvider'), (file) =>
      importsOf(file, { dynamic: true, types: true }).local.map(rel).filter((target) => /^src\/(app|resources|dynamic|signIn|ui)\//.test(target)),
    );
    expect(found).toEqual([]);
  });

  test('a screen\'s data.ts is free of React (no React package, no .tsx): it loads lazily, alone, at its first call', () => {
    const dataFiles = sourceFiles('src/resources').filter((file) => /^src\/resources\/[^/]+\/data\.ts$/.test(rel(file)));
    expect(dataFiles.length).toBeGreaterThan(10);
    const found = violations(dataFiles, (file) => {
      const { local, packages } = importsOf(file, { dynamic: true });
      return [...packages.filter((name) => REACT.test(name)), ...local.map(rel).filter((target) => target.endsWith('.tsx'))];
    });
    expect(found).toEqual([]);
  });

  test('each merchant resource is loaded from its own folder\'s data.ts (src/resources/<name>/index.ts `data`)', () => {
    const found = violations(sourceFiles('src/resources').filter((file) => /^src\/resources\/[^/]+\/index\.ts$/.test(rel(file))), (file) => {
      const text = readFileSync(file, 'utf8');
      const data = /\n  data: \{([^\n]*)\},\n/.exec(text)?.[1] ?? '';
      return [...data.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]).filter((target) => target !== './data');
    });
    expect(found).toEqual([]);
  });

  test('only the HTTP client calls fetch', () => {
    const found = app.filter((file) => /(^|[^\w.])fetch\(/.test(readFileSync(file, 'utf8'))).map(rel);
    expect(found).toEqual(['src/dataProvider/httpClient.ts']);
  });

  test('only the authProvider signs out: it alone clears the stored session or opens /login by the hash', () => {
    const found = app
      .filter((file) => /clearStorageExceptKept\(|location\.hash\s*=\s*'#\/login'/.test(readFileSync(file, 'utf8')))
      .map(rel);
    expect(found).toEqual(['src/authProvider/signOut.ts']);
  });

  test('error codes are used by name: 8013 is written once, in src/api/codes.ts, and no status is compared as a number', () => {
    const found = [...app, ...sourceFiles('server')].filter((file) => /\b8013\b/.test(readFileSync(file, 'utf8'))).map(rel);
    expect(found).toEqual(['src/api/codes.ts']);
    const literal = /\b(status|err|code)\s*[!=]==\s*\d{3,4}\b/;
    expect(app.filter((file) => literal.test(readFileSync(file, 'utf8'))).map(rel)).toEqual([]);
  });

  test('src/i18n is at the bottom: it imports no feature, screen or shell (src/app merges their catalogues), only src/core, src/api and the stored keys', () => {
    const found = violations(sourceFiles('src/i18n'), (file) =>
      importsOf(file, { dynamic: true, types: true }).local.map(rel).filter((target) => !/^src\/(i18n|core|api)\/|^src\/storage\.ts$/.test(target)));
    expect(found).toEqual([]);
  });

  test('the sign-in screens import nothing of the entry: it gives them what they preload', () => {
    const found = violations(sourceFiles('src/signIn'), (file) =>
      importsOf(file, { dynamic: true, types: true }).local.map(rel).filter((target) => target.startsWith('src/entry/')));
    expect(found).toEqual([]);
  });

  test('a server module (server/modules/<area>) imports no other module\'s files: what two share lives in auth/, models/ or core', () => {
    const inModules = sourceFiles('server/modules');
    const found = violations(inModules, (file) => {
      const own = rel(file).split('/')[2];
      return importsOf(file, { dynamic: true, types: true }).local.map(rel)
        .filter((target) => target.startsWith('server/modules/') && target.split('/')[2] !== own);
    });
    expect(found).toEqual([]);
  });

  test('no two files of src/ or server/ import each other, by type or lazily included', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server')];
    const importsOfFile = new Map(files.map((file) => [file, new Set(importsOf(file, { dynamic: true, types: true }).local)]));
    const loops = files.flatMap((file) => [...importsOfFile.get(file)!]
      .filter((target) => target > file && importsOfFile.get(target)?.has(file))
      .map((target) => `${rel(file)} ⇄ ${rel(target)}`));
    expect(loops).toEqual([]);
  });

  test('the folders of src/ import each other one way only: no folder reaches back to itself through others', () => {
    // src/api and src/core are one layer (the wire types and the pure rules both sides run).
    const folderOf = (file: string) => rel(file).split('/').slice(0, 2).join('/').replace(/^src\/(api|core)$/, 'src/api+core');
    const reaches = new Map<string, Set<string>>();
    for (const file of sourceFiles('src')) {
      const from = folderOf(file);
      for (const target of importsOf(file).local.map(folderOf)) {
        if (target !== from) reaches.set(from, (reaches.get(from) ?? new Set()).add(target));
      }
    }
    const reachable = (from: string): Set<string> => {
      const seen = new Set<string>();
      const stack = [...(reaches.get(from) ?? [])];
      while (stack.length > 0) {
        const folder = stack.pop() as string;
        if (seen.has(folder)) continue;
        seen.add(folder);
        stack.push(...(reaches.get(folder) ?? []));
      }
      return seen;
    };
    expect([...reaches.keys()].filter((folder) => reachable(folder).has(folder)).sort()).toEqual([]);
  });

  test('a screen folder of src/resources imports no other screen folder', () => {
    const inFolders = sourceFiles('src/resources').filter((file) => rel(file).split('/').length > 3);
    const found = violations(inFolders, (file) => {
      const own = rel(file).split('/')[2];
      return importsOf(file, { dynamic: true }).local.map(rel).filter((target) => target.startsWith('src/resources/') && target.split('/').length > 3 && target.split('/')[2] !== own);
    });
    expect(found).toEqual([]);
  });
});
