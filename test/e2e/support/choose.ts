import type { Page } from 'playwright-core';

/** Picks `option` in the select labelled `label` (MUI's select: a combobox that opens a listbox). */
export const choose = async (page: Page, label: string, option: string): Promise<void> => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
