/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it with `Function('')`:
 * the CSP (`script-src 'self'`, no 'unsafe-eval') refuses it and reports a violation. In the browser, zod runs
 * without the compiler. Set on zod's global configuration (`globalThis.__zod_globalConfig`, the object
 * `z.config()` writes), so that the light entry does not have to import zod for it. Imported first in main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
