// Not from records.ts: the texts without the record calls' zod schemas, which the shell's catalogue does not need.
import { VALUE_PROBLEMS, type ValueProblemKind } from '../../api/valueProblems';

/**
 * The record store's reasons for refusing a value (`problem` of a field error), under `app.records.problems.*`,
 * with the field's name in front, in English: the wire's own texts. The shell's catalogue (src/app/catalogues) merges
 * them in.
 */
const english = Object.fromEntries(
  (Object.keys(VALUE_PROBLEMS) as ValueProblemKind[]).map((kind) => [kind, `%{field}: ${VALUE_PROBLEMS[kind]}`]),
) as Record<ValueProblemKind, string>;

/**
 * With the texts the demo definitions' rules name by their `message` key (server/db/demo/pages.ts), and the refusal
 * of a delete that other records still refer to (RECORD_MESSAGES.recordInUse, 409).
 */
export const problemsEnglish = {
  app: {
    records: {
      problems: english,
      rules: {
        expiredActive: '%{field}: has passed; a voucher cannot be created as active once it has ended',
        partnerCodeTaken: '%{field}: another partner already has this code',
      },
      recordInUse: 'Cannot delete: %{count} record of %{kinds} still refers to it |||| Cannot delete: %{count} records of %{kinds} still refer to it',
    },
  },
} as const;
