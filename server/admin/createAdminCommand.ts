import { parseArgs } from 'node:util';
import type { PasswordPolicy } from '../auth/passwordPolicy';
import type { PasswordParams } from '../auth/passwords';
import type { Database } from '../db/client';
import { createStaffAccount, StaffAccountRefused, type CreatedStaffAccount, type StaffAccountInput } from './createStaffAccount';

export interface CreateAdminIo {
  /** Writes one line for the operator. */
  print(line: string): void;
  /** Asks for a missing value; absent when nobody can answer (no terminal): missing options are then an error. */
  ask?(question: string): Promise<string>;
}

export const CREATE_ADMIN_USAGE =
  'npm run create-admin -- --code <OWNER ID> --phone <phone> --name "<full name>" --email <e-mail> [--password <password>]';

const QUESTIONS = {
  ownerCode: ['code', 'Owner ID (typed at sign-in, e.g. ADMIN): '],
  phone: ['phone', 'Phone (the username; sign-in codes go there by SMS): '],
  fullName: ['name', 'Full name: '],
  email: ['email', 'E-mail (password resets go there): '],
} as const;

/**
 * `npm run create-admin`: a back-office staff account from options or answers. Without `--password` a strong
 * password is generated and printed once; a given one is checked by the password policy and never echoed.
 */
export const runCreateAdmin = async (
  args: string[], database: Database, deps: { policy: PasswordPolicy; passwordParams?: PasswordParams }, io: CreateAdminIo,
): Promise<CreatedStaffAccount> => {
  const { values } = parseArgs({
    args,
    options: {
      code: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const given: Partial<Record<keyof typeof QUESTIONS, string>> = {
    ownerCode: values.code, phone: values.phone, fullName: values.name, email: values.email,
  };
  const missing = (Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[]).filter((key) => !given[key]?.trim());
  if (missing.length > 0 && !io.ask) {
    throw new StaffAccountRefused(`missing ${missing.map((key) => `--${QUESTIONS[key][0]}`).join(', ')}\nusage: ${CREATE_ADMIN_USAGE}`);
  }
  for (const key of missing) given[key] = await io.ask!(QUESTIONS[key][1]);
  const input: StaffAccountInput = {
    ownerCode: given.ownerCode ?? '', phone: given.phone ?? '', fullName: given.fullName ?? '', email: given.email ?? '',
    password: values.password,
  };
  const created = await createStaffAccount(database, input, deps);
  io.print(`Created the back-office staff account ${created.ownerCode} / ${created.username}.`);
  if (created.generated) {
    io.print(`Its password, shown this once (keep it in a password manager): ${created.password}`);
  } else {
    io.print('Its password is the one given with --password.');
  }
  io.print('The first sign-in asks for the code sent by SMS to that phone.');
  return created;
};
