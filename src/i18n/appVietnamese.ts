import type { AppMessages } from './appEnglish';
import { shellVietnamese } from './shellVietnamese';
import { signInVietnamese } from './signInVietnamese';

/** The app's own Vietnamese messages: every key of appEnglish (the type makes a missing key a compile error). */
export const appVietnamese: AppMessages = {
  app: { ...signInVietnamese.app, ...shellVietnamese.app },
};
