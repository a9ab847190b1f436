import { generate } from 'otplib';
import { MERCHANT } from './support/accounts';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { notices, outbox } from './support/devHooks';
import { useOwnServer } from './support/ownServer';
import { signInAgainUntrusted } from './support/signIn';
import { signInByApi } from './support/signInByApi';

// The demo owner sets up an authenticator app on /profile, signs out, and signs in again with the app's code and no
// SMS. A server of its own: this file gives the merchant an app.

const own = useOwnServer();

/** The app's code for the 30-second step `steps` away from now, as a phone would show it. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('the owner sets up an authenticator app on /profile and then signs in with its code, and no SMS is sent', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);

  await page.goto('/#/profile');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app?' });
  await dialog.getByLabel(/^Password/).fill(MERCHANT.password);
  expect(await axeFindings(page, 'the password before setting up an app')).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await section.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
  const secret = (await section.getByTestId('authenticator-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code from the app').fill(await appCode(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();
  // The first strong factor brings the recovery codes, shown this once in their own section.
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  const codes = recovery.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await recovery.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await recovery.getByRole('button', { name: 'Done' }).click();
  await recovery.getByText('10 recovery codes left').waitFor();
  await section.getByText(/^On since /).waitFor();
  expect((await notices(MERCHANT.email))[0].purpose).toBe('notice.authenticatorAdded');

  // This browser became trusted with the SMS code: forgotten, its next sign-in asks for the second step again.
  const smsBefore = await signInAgainUntrusted(page, MERCHANT);
  const field = page.getByLabel('Authenticator app code');
  await field.waitFor();
  // The enrolment took this step's code, and a code is taken once: the next step's, which the server's window of
  // one step either side accepts, is the one a phone shows a few seconds from now.
  await field.fill(await appCode(secret, 1));
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await page.waitForURL(/#\/dashboard/);
  expect((await outbox(MERCHANT.username)).length).toBe(smsBefore);
  expect(problems).toEqual([]);
  await context.close();
});
