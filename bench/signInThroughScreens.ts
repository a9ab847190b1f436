import type { Page } from 'playwright-core';

/** The demo merchant of the development seed (CONTRACT.md). */
export const DEMO = { code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026' };

const getData = async <T>(url: string): Promise<T> => ((await (await fetch(url)).json()) as { data: T }).data;

/**
 * Signs the demo merchant in as a user would, through /login (captcha read through the dev hook) and the SMS code
 * step (the code read from the dev outbox), on a page already showing /login; `watchCaptchas` must have been
 * called before that page loaded. `beforeCode` runs once the code has arrived, before it is typed.
 */
export const signInThroughScreens = async (
  page: Page, url: string, captchaIds: string[], beforeCode: () => Promise<void> = async () => undefined,
): Promise<void> => {
  while (captchaIds.length === 0) await page.waitForTimeout(50);
  const { text } = await getData<{ text: string }>(`${url}/api/dev/captcha/${captchaIds.at(-1)}`);
  await page.locator('input[name="code"]').fill(DEMO.code);
  await page.locator('input[name="username"]').fill(DEMO.username);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('input[name="captchaText"]').fill(text);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/verifyLogin/).catch(async () => {
    throw new Error(`the first sign-in step did not reach the code step: ${(await page.locator('[role=alert]').allTextContents()).join(' / ')}`);
  });
  let code: string | null = null;
  while (!code) {
    const [message] = await getData<{ code: string | null }[]>(`${url}/api/dev/outbox?to=${DEMO.username}`);
    code = message?.code ?? null;
    if (!code) await page.waitForTimeout(100);
  }
  await beforeCode();
  await page.locator('input[name="otp"]').fill(code);
  await page.locator('button[type="submit"]').click();
};

/** Collects the ids of the captchas the page draws (their answers are read through the dev hook). */
export const watchCaptchas = (page: Page): string[] => {
  const ids: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/user/create-captcha') && response.ok()) {
      response.json().then((body: { id?: string }) => body.id && ids.push(body.id), () => undefined);
    }
  });
  return ids;
};
