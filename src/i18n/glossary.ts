/**
 * One Vietnamese term per idea: what every Vietnamese text of the app (the catalogues, the role pages' permission
 * catalogue, the server's messages and exports, the demo pages) calls each idea, and the other names it must not
 * use. test/web/i18n/glossary.test.ts checks every Vietnamese string of src/ and server/ against it, and the browser
 * language walk (test/e2e/language.e2e.ts) the Vietnamese screens as drawn.
 */
export interface GlossaryTerm {
  /** The idea, in English. */
  readonly idea: string;
  /** The one Vietnamese term. */
  readonly vi: string;
  /** Other names of the idea that no Vietnamese text uses (whole words, any case). */
  readonly not: readonly string[];
  /** English labels that say only this idea, each with the one Vietnamese label every text gives it. */
  readonly labels?: Readonly<Record<string, string>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    idea: 'merchant (the business using the portal; the spec\'s "Thông tin đối tác")',
    vi: 'đối tác',
    not: ['doanh nghiệp', 'thương nhân'],
    labels: { 'Merchant Information': 'Thông tin đối tác', Merchant: 'Đối tác' },
  },
  { idea: 'owner (of a merchant; Owner ID)', vi: 'chủ sở hữu', not: ['chủ doanh nghiệp', 'chủ đối tác', 'mã đối tác (owner id)'], labels: { Owner: 'Chủ sở hữu', 'Owner ID': 'Mã chủ sở hữu' } },
  {
    idea: 'voucher (the spec\'s "Duyệt ưu đãi")',
    vi: 'ưu đãi',
    not: ['voucher', 'phiếu quà tặng', 'phiếu'],
    labels: { Voucher: 'Ưu đãi', 'Voucher Approval': 'Duyệt ưu đãi', 'Approve vouchers': 'Duyệt ưu đãi' },
  },
  { idea: 'lock (a shop, an employee, an account)', vi: 'khoá', not: [], labels: { Lock: 'Khoá', Locked: 'Đã khoá' } },
  { idea: 'activate (a locked shop or employee)', vi: 'mở khoá', not: ['kích hoạt'], labels: { Activate: 'Mở khoá' } },
  { idea: 'enable (a revoked API key)', vi: 'bật lại', not: ['kích hoạt'], labels: { Enable: 'Bật lại' } },
  { idea: 'cancel', vi: 'huỷ', not: [], labels: { Cancel: 'Huỷ' } },
  { idea: 'delete', vi: 'xoá', not: [], labels: { Delete: 'Xoá' } },
  { idea: 'e-mail', vi: 'email', not: ['e-mail', 'thư điện tử'] },
  { idea: 'captcha', vi: 'mã xác thực', not: ['mã xác nhận'] },
  { idea: 'serial number (of a device)', vi: 'số sê-ri', not: ['serial'] },
  { idea: 'checkout (the cashier\'s screen)', vi: 'thanh toán', not: [], labels: { Checkout: 'Thanh toán' } },
  { idea: 'the exported report files', vi: 'tệp báo cáo đã xuất', not: [], labels: { 'Exports Report File List': 'Danh sách tệp báo cáo đã xuất' } },
];

/**
 * The tone mark of oa, oe and uy ending a syllable sits on the second vowel ('khoá', 'xoá', 'huỷ', 'tuỳ', 'hoà'):
 * the placement of the 1984 rules and of today's textbooks, and the one the official 2025 unit names (addresses) use.
 */
const OLD_TONE_PLACEMENT = /(?<!\p{L})\p{L}*?(?:[óòỏõọ][ae]|[úùủũụ]y)(?!\p{L})/giu;

const MARKS: Record<string, string> = { '\u0301': 'acute', '\u0300': 'grave', '\u0309': 'hook', '\u0303': 'tilde', '\u0323': 'dot' };

/** 'Khóa' → 'Khoá': the mark moved from the first vowel of the pair to the second. */
export const modernToneOf = (word: string): string => {
  const letters = [...word.normalize('NFD')];
  const mark = letters.findLastIndex((letter) => letter in MARKS);
  if (mark < 0) return word;
  const [sign] = letters.splice(mark, 1);
  return `${letters.join('')}${sign}`.normalize('NFC');
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'iu');

/** Each forbidden name once, with what to write instead (one name may stand for several ideas: 'kích hoạt'). */
const FORBIDDEN = [...new Set(GLOSSARY.flatMap((term) => term.not))].map((variant) => ({
  variant,
  pattern: wholeWords(variant),
  instead: GLOSSARY.filter((term) => term.not.includes(variant)).map((term) => `'${term.vi}' (${term.idea})`).join(' or '),
}));

/** What in a Vietnamese text breaks the glossary, each said with the word to write instead ([] when nothing does). */
export const glossaryBreaches = (text: string): string[] => {
  const normal = text.normalize('NFC');
  const breaches = [...normal.matchAll(OLD_TONE_PLACEMENT)].map(([word]) => `'${word}': write '${modernToneOf(word)}'`);
  for (const { variant, pattern, instead } of FORBIDDEN) if (pattern.test(normal)) breaches.push(`'${variant}': write ${instead}`);
  return breaches;
};

/** The one Vietnamese label of an English label the glossary names, if it does. */
export const glossaryLabel = (english: string): string | undefined => {
  const label = english.trim();
  for (const term of GLOSSARY) if (term.labels && Object.hasOwn(term.labels, label)) return term.labels[label];
  return undefined;
};
