import type { CatalogueOf } from './catalogueOf';
import { shellEnglish } from './shellEnglish';
import { signInEnglish } from './signInEnglish';

/**
 * The app's own English messages (default and fallback) kept apart from react-admin's catalogue: the sign-in
 * part (signInEnglish.ts, all the light entry loads) and the shell's part (shellEnglish.ts). The features'
 * texts and every screen's are merged on top by the shell (src/app/catalogues).
 */
export const appEnglish = {
  app: { ...signInEnglish.app, ...shellEnglish.app },
} as const;

export type { CatalogueOf };

export type AppMessages = CatalogueOf<typeof appEnglish>;
