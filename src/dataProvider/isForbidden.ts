import { ERR } from '../api/codes';
import { HttpError } from './HttpError';

/**
 * The server refused because the user lacks the permission (403): a screen says so ("You do not have permission
 * to do this") instead of "try again", which would not help.
 */
export const isForbidden = (error: unknown): boolean => error instanceof HttpError && error.status === ERR.forbidden;
