import { RECORD_MESSAGES, type RecordError } from '../../src/api/records';
import { Forbidden } from '../auth/forbidden';
import { AppError } from '../http/envelope';
import type { ValueProblem } from './values';

/** Names shown in messages are cut short: they may be anything a caller sent. */
export const shown = (name: string) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);

/** 400 naming the field at fault: `data.field`, and `data.errors[0]` with what is wrong with it. */
export const fieldError = (field: string, message: string, key: string = RECORD_MESSAGES.invalidParam): AppError => {
  const data: RecordError = { field, errors: [{ field, message }] };
  return new AppError(400, key, { data });
};

/** 400 for a value its widget refuses: the English message, and the problem's kind and arguments for the app. */
export const valueError = (field: string, label: string, problem: ValueProblem): AppError => {
  const error: RecordError['errors'][number] = { field, message: `${label}: ${problem.message}` };
  if (problem.kind) error.problem = problem.kind;
  if (problem.args) error.args = problem.args;
  const data: RecordError = { field, errors: [error] };
  return new AppError(400, RECORD_MESSAGES.invalidParam, { data });
};

/** 403 `app.auth.forbidden`: the governing page declares no api of this type, so the record store refuses it. */
export const operationRefused = (model: string, operation: string): AppError =>
  new Forbidden(`${operation} api of ${model}`, { model, operation });
