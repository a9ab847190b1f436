import { ERR } from '../../api/codes';
import { VALUE_PROBLEMS } from '../../api/records';
import { isPlainObject } from '../../core/isPlainObject';
import { HttpError } from '../../dataProvider/HttpError';

/** A field error as react-admin forms show it: a message key (or text) and its arguments. */
export interface FieldError {
  message: string;
  args?: Record<string, string>;
}

const SERVER_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  fieldRequired: 'app.widgets.required',
};

/** A problem's arguments as text (only text and numbers are taken). */
const textArgs = (args: unknown): Record<string, string> =>
  isPlainObject(args)
    ? Object.fromEntries(Object.entries(args).flatMap(([name, value]) => (typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [])))
    : {};

/**
 * The fields a 400 answer names (`data.field`, `data.errors: [{ field, message }]`), each with its message:
 * 'fieldRequired' becomes the form's own '{field name} is required!', a value's `problem` its text in the
 * screen's language (app.records.problems.*), anything else the server's message as it is. Null when the error
 * names no field.
 */
export const serverFieldErrors = (error: unknown, labelOf: (field: string) => string = (field) => field): Record<string, FieldError> | null => {
  if (!(error instanceof HttpError) || error.status !== ERR.badRequest || !isPlainObject(error.body) || !isPlainObject(error.body.data)) return null;
  const { data } = error.body;
  const fallback = typeof error.body.message === 'string' ? error.body.message : 'invalidParam';
  const entries = Array.isArray(data.errors) ? data.errors.filter(isPlainObject) : [];
  if (typeof data.field === 'string' && !entries.some((entry) => entry.field === data.field)) entries.push({ field: data.field, message: fallback });
  const errors: Record<string, FieldError> = {};
  for (const entry of entries) {
    // A fault inside a field ('pointRules[0].order', 'title.fr') is shown by the field's own widget.
    const field = typeof entry.field === 'string' ? /^[^.[]*/.exec(entry.field)?.[0] : undefined;
    if (!field || errors[field]) continue;
    const message = typeof entry.message === 'string' && entry.message ? entry.message : fallback;
    const key = SERVER_FIELD_MESSAGES[message];
    const problem = typeof entry.problem === 'string' && Object.hasOwn(VALUE_PROBLEMS, entry.problem) ? entry.problem : null;
    // A broken rule of the definition may name its own catalogue key (its `message`), said instead of the problem's.
    const ruleKey = typeof entry.messageKey === 'string' && /^app\.[\w.-]+$/.test(entry.messageKey) ? entry.messageKey : null;
    if (problem) {
      const args = textArgs(entry.args);
      // A comparison names the other field: its label as this screen shows it, not the server's English one.
      if (args.otherField !== undefined) args.other = labelOf(args.otherField);
      errors[field] = { message: ruleKey ?? `app.records.problems.${problem}`, args: { ...args, field: labelOf(field) } };
    }
    else errors[field] = key ? { message: key, args: { field: labelOf(field) } } : { message };
  }
  return Object.keys(errors).length > 0 ? errors : null;
};
