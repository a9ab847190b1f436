/**
 * `npm run create-admin -- --code <OWNER ID> --phone <phone> --name "<full name>" --email <e-mail> [--password <p>]`
 * Creates a back-office staff account (the first account of a production database). Missing values are asked
 * for on a terminal. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { createInterface } from 'node:readline/promises';
import { createPasswordPolicy } from './auth/passwordPolicy';
import { runCreateAdmin, type CreateAdminIo } from './admin/createAdminCommand';
import { StaffAccountRefused } from './admin/createStaffAccount';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';

const main = async () => {
  const config = loadConfig();
  const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const io: CreateAdminIo = {
    print: (line) => process.stdout.write(`${line}\n`),
    ask: terminal && ((question) => terminal.question(question)),
  };
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await runCreateAdmin(process.argv.slice(2), database, { policy: createPasswordPolicy(config.auth.passwordRules), passwordParams: config.auth.passwordHashing }, io);
  } finally {
    terminal?.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  // A refusal or a mistyped option is the operator's to fix: the message, without a stack.
  const badOption = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof StaffAccountRefused || badOption ? `create-admin: ${(error as Error).message}` : error);
  process.exitCode = 1;
});
