import type { Page } from 'playwright-core';
import { glossaryBreaches } from '../../src/i18n/glossary';
import { MERCHANT, STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// Every screen in English and in Vietnamese: no visible text, aria-label, title, alt or placeholder in the other
// language, and the Vietnamese ones in the glossary's words (src/i18n/glossary.ts: one term per idea). User data is not judged: table body cells, the values typed into inputs and the chips of chosen
// records (the demo records are Vietnamese shops, partners and vouchers), and in English capitalised words (names);
// every label, button, title and message is.

const own = useOwnServer();

/**
 * English words of an interface, matched as whole words in Vietnamese screens. Words that are also Vietnamese
 * syllables or proper nouns (in, to, do, an, OK) are left out.
 */
const ENGLISH_WORDS = [
  'Save', 'Cancel', 'Delete', 'Search', 'Filter', 'Filters', 'Export', 'Create', 'Edit', 'Show', 'List', 'Rows per page', 'Next',
  'Previous', 'required', 'invalid', 'must', 'Normal', 'No results', 'Loading', 'Close', 'Open', 'Choose', 'Select', 'Add',
  'Remove', 'Back', 'Sign', 'Submit', 'Confirm', 'Refresh', 'Settings', 'Logout', 'Image', 'Link', 'Bold', 'Italic', 'Heading',
  'pagination', 'navigation', 'Go to', 'page', 'of', 'Yes', 'Apply', 'Clear', 'Upload', 'Download', 'Preview', 'Sync', 'Block',
  'Partner', 'Voucher', 'Status', 'Name', 'Date', 'Description', 'Actions', 'Version', 'Problems', 'Errors', 'Warnings',
  'Profile',
];
/** Proper nouns and codes that read the same in both languages. */
const ALLOWED_IN_VIETNAMESE = ['Hotline', 'VietQR', 'Visa', 'Grab', 'Highlands', 'API', 'ID', 'OTP', 'CSV', 'XLSX', 'JSON', 'URL', 'Email', 'English', 'Website'];
/**
 * Vietnamese words an English screen may show: the language switch names its language in itself; the lower-case
 * words of administrative units inside addresses and shop names (data); the column names the phone import reads in
 * a file, quoted as a file's header writes them.
 */
const ALLOWED_IN_ENGLISH = ['Tiếng Việt', 'Thị xã', 'Thành phố', 'số điện thoại', 'sđt'];

const VIETNAMESE_LETTERS = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
const englishWord = new RegExp(`\\b(${ENGLISH_WORDS.map((word) => word.replace(/ /g, '\\s+')).join('|')})\\b`);

/** The texts a user sees or hears on the page now, each once, user data left out (see above). */
const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // Charts' labels and legends name shops and employees, a show screen's values (dd) are the record's: data too.
    const isData = (element: Element | null) =>
      element?.closest('tbody td, dd, .MuiChip-root, [contenteditable="true"], .ProseMirror, textarea, option, svg, .MuiChartsLegend-root') !== null;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.closest('[aria-hidden="true"]') === null;
    };
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text && parent && shown(parent) && !isData(parent) && !['SCRIPT', 'STYLE'].includes(parent.tagName)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (!shown(element) || isData(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });

const withoutAllowed = (text: string, allowed: readonly string[]) => allowed.reduce((rest, word) => rest.split(word).join(' '), text);

/**
 * Capitalised words are read as names (data: the signed-in user, employees, shops, addresses): a Vietnamese label
 * always has a lower-case word with a diacritic ('Mã ưu đãi', 'Trạng thái'), which is what the English check finds.
 */
const withoutNames = (text: string) => text.split(/\s+/).filter((word) => !/^\p{Lu}/u.test(word)).join(' ');

/** What is wrong with one text of a screen in `language`: English words, or Vietnamese off the glossary. */
const problemsOf = (text: string, language: 'en' | 'vi'): string[] => {
  if (language === 'en') return VIETNAMESE_LETTERS.test(withoutNames(withoutAllowed(text, ALLOWED_IN_ENGLISH))) ? ['Vietnamese'] : [];
  return [...(englishWord.test(withoutAllowed(text, ALLOWED_IN_VIETNAMESE)) ? ['English'] : []), ...glossaryBreaches(text)];
};

/** What on the page is not in `language`, as "screen: text [why]"; `data`: the record's own texts the screen shows. */
const foreignTexts = async (page: Page, screen: string, language: 'en' | 'vi', data: readonly string[] = []): Promise<string[]> =>
  (await visibleTexts(page))
    .map((text) => withoutAllowed(text, data))
    .flatMap((text) => {
      const problems = problemsOf(text, language);
      return problems.length === 0 ? [] : [`${screen} (${language}): ${text.slice(0, 120)} [${problems.join('; ')}]`];
    });

/** Every string inside an API answer, longest first (so that a name inside a longer text goes with the text). */
const stringsOf = (value: unknown): string[] => {
  const found: string[] = [];
  const visit = (item: unknown) => {
    if (typeof item === 'string' && item.trim().length > 1) found.push(item.trim());
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') Object.values(item).forEach(visit);
  };
  visit(value);
  return found.sort((a, b) => b.length - a.length);
};

/**
 * The merchant's shops as lists, filters and pickers show them, longest first: data, named after their area as the
 * state spells it ('Demo Bakery Thị xã Ninh Hòa', 'Tỉnh Khánh Hòa': the legacy units keep the old tone placement).
 */
const shopTexts = async (page: Page): Promise<string[]> => {
  const { body } = await callApi(page, 'POST', '/api/report/findShops', { limit: 100 });
  type Shop = Record<'name' | 'address' | 'provinceName' | 'districtName' | 'wardName', string | null>;
  return stringsOf((body.data as Shop[]).map(({ name, address, provinceName, districtName, wardName }) => [name, address, provinceName, districtName, wardName]));
};

type Visit = readonly [route: string, ready: (page: Page) => Promise<void>, name?: string, data?: readonly string[]];

/** A screen has drawn: its heading, or the form, table or record a page-engine screen shows. */
const heading = async (page: Page) => {
  await page.locator('h1, form, table, .RaShow-main').first().waitFor();
};

/**
 * The visits in one language: the app reads it when it starts, so it loads once (unless the sign-in started it in
 * that language), then follows hash routes.
 */
const walk = async (page: Page, language: Language, visits: readonly Visit[]): Promise<string[]> => {
  const found: string[] = [];
  if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
    await page.evaluate((locale) => localStorage.setItem('locale', locale), language);
    await page.reload();
  }
  for (const [route, ready, name, data] of visits) {
    await page.goto(`/#${route}`);
    await ready(page);
    await networkQuiet(page);
    found.push(...(await foreignTexts(page, name ?? route, language, data)));
  }
  return found;
};

const LANGUAGES = ['en', 'vi'] as const;
type Language = (typeof LANGUAGES)[number];

test.each(LANGUAGES)("the merchant's screens speak the screen's language (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, MERCHANT, { locale: language });
  const routes = [
    '/dashboard', '/transaction-history', '/earn-point-history', '/settlement-point', '/createSettlementPoint', '/merchants',
    '/submerchants', '/shops', '/shop/create', '/submerchant/create', '/user-roles', '/role/create', '/exportedReports',
    '/permission', '/profile',
  ];
  const shops = await shopTexts(page);
  expect(await walk(page, language, routes.map((route) => [route, heading, route, shops] as const))).toEqual([]);
  await context.close();
});

// The staff's screens in two groups, each a test of its own per language.
const form = async (p: Page) => p.locator('form').first().waitFor();

test.each(LANGUAGES)("the staff's page-engine lists and forms speak the screen's language (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, STAFF, { locale: language });
  // A list with no records yet shows its empty state, not a table.
  const table = async (p: Page) => p.locator('table, .RaEmpty-message, .RaList-noResults').first().waitFor();
  const pages = ['partner-vouchers', 'partners', 'voucher-categories', 'partner-shops', 'voucher-phones', 'point-settlements'];
  const visits: Visit[] = [
    ['/dashboard', heading],
    ...pages.flatMap((resource): Visit[] => [[`/${resource}`, table], [`/${resource}/create`, form]]),
  ];
  expect(await walk(page, language, visits)).toEqual([]);
  await context.close();
});

test.each(LANGUAGES)("the staff's voucher screens, page editor and dialogs speak the screen's language (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, STAFF, { locale: language });
  const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { id: number; code: string }[];
  // The preview (page 54) draws the voucher as a customer's phone shows it: its name, description, partner and
  // shops are the voucher's data, in whatever language it was written, as read from the server.
  const voucherData = stringsOf((await callApi(page, 'GET', `/api/vouchers/read?id=${voucher.id}`)).body.data);
  /** The voucher's edit form with the partner picker open and its rows drawn. */
  const dialogs = async (p: Page) => {
    await form(p);
    await p.getByRole('button', { name: /^(Choose Partner|Chọn Đối tác)/ }).click();
    await p.getByRole('dialog').locator('table tbody tr').first().waitFor();
  };
  const visits: Visit[] = [
    [`/partner-vouchers/${voucher.id}`, form, 'voucher edit'],
    [`/partner-vouchers/${voucher.id}/show`, heading, 'voucher show'],
    [`/form?page=54&mode=edited&id=${voucher.id}`, heading, 'page 54', voucherData],
    [`/form?page=45&mode=import&embed=${encodeURIComponent(JSON.stringify({ voucher: voucher.code }))}`, form, 'page 45'],
    ['/pageEditor', heading],
    ['/voucherApprove', heading],
    [`/voucherApprove?voucher=${voucher.id}`, heading, 'voucher approval of one voucher'],
    [`/voucherReview?voucher=${voucher.id}`, heading, 'voucher review'],
    [`/partner-vouchers/${voucher.id}`, dialogs, 'voucher edit with the partner picker'],
  ];
  expect(await walk(page, language, visits)).toEqual([]);
  await context.close();
});

// A phone in Vietnamese: what react-admin and MUI draw only at phone width (the list's page buttons, the user menu as
// an icon) and what the browser would say itself (its e-mail check bubble) are Vietnamese too.
test("at 360 px the merchant's screens speak Vietnamese: page buttons, the user menu, a wrong e-mail", async () => {
  const { page, context } = await openPage(own.browser());
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(page, MERCHANT, { locale: 'vi' });
  /** A list with more than a page: its page buttons are drawn. */
  const pagedList = async (p: Page) => {
    await heading(p);
    await p.getByRole('button', { name: 'Đến trang sau' }).waitFor();
  };
  const shops = await shopTexts(page);
  const visits: Visit[] = [
    ['/transaction-history', pagedList, 'transaction history at 360 px', shops],
    ['/earn-point-history', heading, 'earning points at 360 px', shops],
    ['/shops', heading, 'shops at 360 px', shops],
    ['/shop/create', heading, 'new shop at 360 px', shops],
  ];
  expect(await walk(page, 'vi', visits)).toEqual([]);
  expect(await page.getByRole('button', { name: 'Hồ sơ', exact: true }).isVisible()).toBe(true);

  // The browser checks an e-mail field itself only when a form asks it to: it then fires `invalid` and shows its own
  // bubble, in its own language, before react-admin's check can speak.
  await page.evaluate(() => {
    document.addEventListener('invalid', () => document.body.setAttribute('data-browser-checked', 'yes'), true);
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('khong-phai-email');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await page.getByText('Phải là địa chỉ email hợp lệ').waitFor();
  expect(await page.locator('body[data-browser-checked]').count()).toBe(0);
  expect(await foreignTexts(page, 'new shop at 360 px, refused', 'vi')).toEqual([]);
  await context.close();
});
