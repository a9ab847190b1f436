import { ERR } from '../../api/codes';
import { HttpError } from '../../dataProvider/HttpError';

/**
 * A refusal of the confirmation itself (the password, the code or the passkey named as the field, or too many tries):
 * said in "Confirm it's you", which stays open for another try. Any other refusal is the step's own and goes back to
 * its screen. Kept apart from the dialog's calls: the shell's modal stack needs this rule, not their schemas.
 */
export const isStepUpRefusal = (error: unknown): boolean => {
  if (!(error instanceof HttpError)) return false;
  if (error.status === ERR.tooManyRequests) return true;
  const data = (error.body as { data?: { field?: unknown } } | null)?.data;
  return data?.field === 'password' || data?.field === 'stepUp';
};
