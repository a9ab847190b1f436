import type { CatalogueOf } from './catalogueOf';
import { shellEnglish } from './shellEnglish';
import { signInEnglish } from './signInEnglish';

/**
 * The app's own English messages (default and fallback) kept apart from react-admin's catalogue: the sign-in
 * part (signInEnglish.ts, all the light entry loads) and the shell's part (shellEnglish.ts). The features'
 * texts (src/dynamic/…/messages.ts) are merged on top in en.ts.
 */
export const appEnglish = {
  app: { ...signInEnglish.app, ...shellEnglish.app },
} as const;

export type { CatalogueOf };

export type AppMessages = CatalogueOf<typeof appEnglish>;
