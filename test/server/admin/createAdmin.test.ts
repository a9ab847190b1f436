import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS } from '../../../src/api/permissions';
import { runCreateAdmin } from '../../../server/admin/createAdminCommand';
import { StaffAccountRefused } from '../../../server/admin/createStaffAccount';
import { createPasswordPolicy } from '../../../server/auth/passwordPolicy';
import { users } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { TEST_PASSWORD_PARAMS } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { bearer, profile, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const deps = { policy: createPasswordPolicy(), passwordParams: TEST_PASSWORD_PARAMS };

describeEachDatabase('npm run create-admin', (context) => {
  const suite = suiteApp(context);

  const run = async (args: string[], answers?: string[]) => {
    const printed: string[] = [];
    const asked: string[] = [];
    const created = await runCreateAdmin(args, context.database, deps, {
      print: (line) => printed.push(line),
      ask: answers && (async (question) => { asked.push(question); return answers.shift() ?? ''; }),
    });
    return { created, printed, asked };
  };

  it('creates a staff account that signs in with the generated password, printed once', async () => {
    const { created, printed } = await run(['--code', 'PLATFORM', '--phone', '0900001111', '--name', 'Trần Quản Trị', '--email', 'ops@example.com']);
    expect(created.generated).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z0-9]{24}$/);
    const output = printed.join('\n');
    expect(output.split(created.password)).toHaveLength(2);

    const account = { code: 'PLATFORM', username: '0900001111', password: created.password };
    const { token, secondToken } = await signIn(suite.app, account);
    const me = (await profile(suite.app, bearer(token, secondToken))).json().data.userInfo;
    expect(me).toMatchObject({ type: 'staff', code: 'PLATFORM' });
    expect(me.webPermissions.map((p: { action: string }) => p.action)).toEqual(expect.arrayContaining([...DEFAULT_ROLE_ACTIONS.staff]));
  });

  it('asks for what the options leave out, and takes a given password without echoing it', async () => {
    const { created, printed, asked } = await run(['--password', 'Staff-pass-2026x'], ['OPS', '0900002222', 'Lê Vận Hành', 'ops2@example.com']);
    expect(asked).toHaveLength(4);
    expect(created).toMatchObject({ ownerCode: 'OPS', username: '0900002222', generated: false });
    expect(printed.join('\n')).not.toContain('Staff-pass-2026x');
    const [row] = await context.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({ type: 'staff', email: 'ops2@example.com', fullName: 'Lê Vận Hành' });
  });

  it('refuses a password the policy refuses, missing options without a terminal, and duplicates', async () => {
    const base = ['--code', 'OPS3', '--phone', '0900003333', '--name', 'N', '--email', 'ops3@example.com'];
    await expect(run([...base, '--password', 'short'])).rejects.toThrow(/--password/);
    await expect(run([...base, '--password', '0900003333abc'])).rejects.toThrow(StaffAccountRefused);
    await expect(run([...base, '--password', '1qaz2wsx3edc'])).rejects.toThrow(/--password: not one of the common or breached passwords/);
    await expect(run([...base.slice(0, 4), '--name', 'Lê Vận Hành', ...base.slice(6), '--password', 'van-hanh-2026'])).rejects.toThrow(/name/);
    await expect(run(['--code', 'OPS3'])).rejects.toThrow(/missing --phone, --name, --email/);
    await run(base);
    await expect(run(base)).rejects.toThrow(/--email/);
    await expect(run([...base.slice(0, 6), '--email', 'other@example.com'])).rejects.toThrow(/--phone: OPS3 \/ 0900003333 already exists/);
    // A merchant's Owner ID never gains back-office rights.
    const merchant = await createAccount(context.database);
    await expect(run(['--code', merchant.code, '--phone', '0900004444', '--name', 'N', '--email', 'ops4@example.com'])).rejects.toThrow(/merchant/);
  });
});
