/** The password pattern lives in src/api/passwordPolicy.ts, shared with the server. */
import { matchesPasswordPattern } from '../api/passwordPolicy';

export { PASSWORD_LENGTH, PASSWORD_PATTERN } from '../api/passwordPolicy';

export const isAcceptablePassword = (password: string): boolean => matchesPasswordPattern(password);
