/** One check of a sign-in form: the field it concerns, whether it fails, and the message key to show. */
export interface Check<Field extends string> {
  field: Field;
  fails: boolean;
  message: string;
  /** Values for the message's placeholders (a password's least length). */
  args?: Record<string, number>;
}

export interface Problem<Field extends string> {
  field: Field;
  message: string;
  args?: Record<string, number>;
}

/** The first failing check, in the order given (spec §5: the fields are checked in order, one alert each). */
export const firstProblem = <Field extends string>(checks: readonly Check<Field>[]): Problem<Field> | null => {
  const failed = checks.find((check) => check.fails);
  return failed ? { field: failed.field, message: failed.message, ...(failed.args ? { args: failed.args } : {}) } : null;
};

export const isBlank = (value: string): boolean => value.trim() === '';
