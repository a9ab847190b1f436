import { ERR } from '../api/codes';
import { HttpError } from './HttpError';

/**
 * A refusal that names a field (400, `data.field`: spec §8 with the server's field paths) as react-admin's
 * submission errors: a failed create or update whose error body carries `errors` sets them on the form, so the
 * message shows under the input it is about, as the form's own checks do. `formSource` maps the server's path to
 * the form's input (e.g. `area.wardCode` → `area` when one picker edits the whole area). Other errors pass as they are.
 */
const WITH_ARGS = '@@react-admin@@';
const FORM_INVALID = 'ra.message.invalid_form';

export const withFieldErrors = (error: unknown, formSource: (serverField: string) => string = (field) => field): unknown => {
  if (!(error instanceof HttpError) || error.status !== ERR.badRequest) return error;
  const body = error.body !== null && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const data = body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  // 'body' is the request as a whole (an unknown key): no input to show it under.
  if (typeof data.field !== 'string' || data.field === '' || data.field === 'body') return error;
  // react-admin's own encoding of a message with values (ra-core ValidationError): the input translates it.
  const fieldMessage = error.messageArgs
    ? `${WITH_ARGS}${JSON.stringify({ message: error.message, args: error.messageArgs })}`
    : error.message;
  const errors = formSource(data.field).split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), fieldMessage);
  // A field that failed the schema is said under its input; the notice only points there.
  const message = Array.isArray(data.issues) ? FORM_INVALID : error.message;
  return new HttpError(message, error.status, { ...body, errors }, message === FORM_INVALID ? undefined : error.messageArgs, error.told);
};

/** The submission errors a refusal carries (withFieldErrors), for a form's own `onSubmit` to answer. */
export const submissionErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : undefined;
};
