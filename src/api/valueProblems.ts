/**
 * Why the record store refuses a value (server/models/values.ts): each kind's English text, with %{…} for its
 * arguments. A field error carries the kind as `problem` (and `args`), so that the app says it in the screen's
 * language (`app.records.problems.<kind>`, with the field's name as %{field}).
 */
export const VALUE_PROBLEMS = {
  text: 'must be text',
  tooLong: 'must be at most %{max} characters',
  number: 'must be a number',
  wholeNumber: 'must be a whole number',
  recordId: 'must be a record id',
  list: 'must be a list',
  tooMany: 'must have at most %{max} items',
  date: 'must be a date YYYY-MM-DD',
  time: 'must be a time HH:mm (24-hour)',
  location: "must be 'lat/lng' (latitude −90..90, longitude −180..180)",
  image: 'must be an image URL (https:// or /api/file/<uploaded image id>)',
  file: 'must be an uploaded file id',
  option: 'must be one of the keys of its items',
  languages: 'must be an object of language code → text',
  language: 'has no language %{code} (one of %{codes})',
  trueFalse: 'must be true or false',
  textOrNumber: 'must be text or a number',
  row: 'must be a row object',
  column: 'is not a column of %{table}',
  password: 'must be text of at most 128 characters',
  captcha: "must be 'captchaId,text'",
  // The definition's rules (src/core/fieldRules.ts); %{other} is the label of the field compared with.
  belowMin: 'must be at least %{min}',
  aboveMax: 'must be at most %{max}',
  notUnique: 'is already used by another record',
  past: 'must not be in the past',
  less: 'must be less than %{other}',
  lessOrEqual: 'must not be greater than %{other}',
  greater: 'must be greater than %{other}',
  greaterOrEqual: 'must not be less than %{other}',
  before: 'must be before %{other}',
  notAfter: 'must not be after %{other}',
  after: 'must be after %{other}',
  notBefore: 'must not be before %{other}',
  same: 'must be the same as %{other}',
  different: 'must differ from %{other}',
  // The Phone widget (src/core/phone.ts PHONE_PROBLEMS but 'empty', which is a missing value).
  phoneNotANumber: 'must be a phone number (digits, spaces, dots, dashes, brackets, + in front)',
  phoneWrongLength: 'must be a Vietnamese mobile number of 10 digits (0901234567, +84901234567)',
  phoneNotMobile: 'must be a Vietnamese mobile number (03, 05, 07, 08 or 09)',
  // The ModelCode widget: the code of one of the owner's records of the field's api.
  unknownCode: 'must be the code of an existing record',
} as const;
export type ValueProblemKind = keyof typeof VALUE_PROBLEMS;
