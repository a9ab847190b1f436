import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ACTIONS } from '../../../src/api/permissions';
import { addressEnglish } from '../../../src/address/addressEnglish';
import { addressVietnamese } from '../../../src/address/addressVietnamese';
import { loadCatalogue } from '../../../src/app/catalogues/loadCatalogue';
import { problemsEnglish } from '../../../src/dynamic/dataProvider/problemsEnglish';
import { problemsVietnamese } from '../../../src/dynamic/dataProvider/problemsVietnamese';
import { editorEnglish } from '../../../src/dynamic/editor/editorEnglish';
import { editorVietnamese } from '../../../src/dynamic/editor/editorVietnamese';
import { pagesEnglish } from '../../../src/dynamic/views/pagesEnglish';
import { pagesVietnamese } from '../../../src/dynamic/views/pagesVietnamese';
import { voucherPreviewEnglish } from '../../../src/dynamic/vouchers/voucherPreviewEnglish';
import { voucherPreviewVietnamese } from '../../../src/dynamic/vouchers/voucherPreviewVietnamese';
import { pickersEnglish } from '../../../src/dynamic/widgets/models/pickersEnglish';
import { pickersVietnamese } from '../../../src/dynamic/widgets/models/pickersVietnamese';
import { phonesEnglish } from '../../../src/dynamic/widgets/phones/phonesEnglish';
import { phonesVietnamese } from '../../../src/dynamic/widgets/phones/phonesVietnamese';
import { richTextEnglish } from '../../../src/dynamic/widgets/richTextEnglish';
import { richTextVietnamese } from '../../../src/dynamic/widgets/richTextVietnamese';
import { widgetsEnglish } from '../../../src/dynamic/widgets/widgetsEnglish';
import { widgetsVietnamese } from '../../../src/dynamic/widgets/widgetsVietnamese';
import { appEnglish } from '../../../src/i18n/appEnglish';
import { appVietnamese } from '../../../src/i18n/appVietnamese';
import { deepMerge, type Messages } from '../../../src/i18n/deepMerge';
import { MESSAGE_KEYS, messageKey } from '../../../src/i18n/messageKey';
import { raVietnamese } from '../../../src/i18n/raVietnamese';
import { shellEnglish } from '../../../src/i18n/shellEnglish';
import { shellVietnamese } from '../../../src/i18n/shellVietnamese';
import raEnglish from 'ra-language-english';
import { signInEnglish } from '../../../src/i18n/signInEnglish';
import { signInVietnamese } from '../../../src/i18n/signInVietnamese';
import { SCREEN_RESOURCES } from '../../../src/resources';
import { dateRangeEnglish } from '../../../src/ui/dateRange/dateRangeEnglish';
import { dateRangeVietnamese } from '../../../src/ui/dateRange/dateRangeVietnamese';
import { screenTexts, wholeCatalogue } from '../support/catalogues';

const en = wholeCatalogue('en');
const vi = wholeCatalogue('vi');

/** Every leaf of a catalogue as [dotted key, text]. */
const leaves = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set([
  'ra.boolean.null',
  'ra.page.edit',
  'ra.page.list',
  'ra.page.show',
  'ra.auth.email',
  'app.language.en',
  'app.language.vi',
  // The UTC offset of Vietnam time, written alike in both.
  'app.timeZone.offset',
  'app.forgot.username',
  // The spec's own texts (§5), shown as they are in both languages.
  'app.widgets.picker.missingModelSelectField',
  'app.widgets.picker.missingDropdownField',
  // A count of a count: '12.000 / 100.000'.
  'app.widgets.phoneImport.progressText',
]);

const english = leaves(en as Messages);
/** Our own Vietnamese only, each part as its file has it. */
const ours = deepMerge(
  raVietnamese as Messages,
  richTextVietnamese,
  appVietnamese as Messages,
  widgetsVietnamese,
  pickersVietnamese,
  phonesVietnamese,
  addressVietnamese,
  problemsVietnamese,
  dateRangeVietnamese,
  pagesVietnamese,
  voucherPreviewVietnamese,
  editorVietnamese,
  ...screenTexts('vi'),
);

test.each(['en', 'vi'] as const)('the shell loads the same %s catalogue as the tests compose', async (locale) => {
  await expect(loadCatalogue(locale)).resolves.toEqual(wholeCatalogue(locale));
});

test('the English catalogue has react-admin and app messages', () => {
  expect(english.length).toBeGreaterThan(250);
  expect(lookup(en as Messages, 'ra.action.save')).toBe('Save');
  expect(lookup(en as Messages, 'app.validation.codeRequired')).toBe('Please enter Owner ID.');
});

test.each(english)('%s has its own Vietnamese translation', (key, englishText) => {
  const vietnamese = lookup(ours, key);
  expect(vietnamese).toEqual(expect.any(String));
  expect(lookup(vi as Messages, key)).toBe(vietnamese);
  if (!SAME_IN_BOTH.has(key)) expect(vietnamese).not.toBe(englishText);
  expect(placeholders(vietnamese ?? '')).toEqual(placeholders(englishText));
  expect((vietnamese ?? '').split('||||')).toHaveLength(englishText.split('||||').length);
});

test('Vietnamese has no key English lacks', () => {
  const englishKeys = new Set(english.map(([key]) => key));
  expect(leaves(ours).map(([key]) => key).filter((key) => !englishKeys.has(key))).toEqual([]);
});

/** Each part of the catalogue, English and Vietnamese: the sign-in part is all the light entry loads. */
const PARTS: [string, Messages, Messages][] = [
  ['sign-in (src/i18n/signIn*.ts)', signInEnglish, signInVietnamese],
  ['shell (src/i18n/shell*.ts)', shellEnglish, shellVietnamese],
  ['app (src/i18n/app*.ts)', appEnglish, appVietnamese],
  ['page editor', editorEnglish, editorVietnamese],
  ['page engine', pagesEnglish, pagesVietnamese],
  ['voucher preview', voucherPreviewEnglish, voucherPreviewVietnamese],
  ['widgets', widgetsEnglish, widgetsVietnamese],
  ['model pickers', pickersEnglish, pickersVietnamese],
  ['address picker', addressEnglish, addressVietnamese],
  ['phone widgets', phonesEnglish, phonesVietnamese],
  ['value problems', problemsEnglish, problemsVietnamese],
  ['date ranges', dateRangeEnglish, dateRangeVietnamese],
  ['rich text', richTextEnglish, richTextVietnamese],
  ...SCREEN_RESOURCES.map((screen, index): [string, Messages, Messages] => [`${screen.name} screen`, screenTexts('en')[index], screenTexts('vi')[index]]),
];

test.each(PARTS)('the %s part has the same keys in both languages', (_, englishPart, vietnamesePart) => {
  expect(leaves(vietnamesePart).map(([key]) => key)).toEqual(leaves(englishPart).map(([key]) => key));
});

test('the app catalogue is its sign-in part and its shell part, which share no key', () => {
  // The sign-in part's few react-admin words (a refused field's) are react-admin's own, the same in the shell.
  for (const [key, text] of leaves(signInEnglish).filter(([leaf]) => leaf.startsWith('ra.'))) {
    expect(lookup(raEnglish as unknown as Messages, key)).toBe(text);
  }
  const signInKeys = leaves(signInEnglish).map(([key]) => key).filter((key) => key.startsWith('app.'));
  const shellKeys = leaves(shellEnglish).map(([key]) => key);
  expect(signInKeys.filter((key) => shellKeys.includes(key))).toEqual([]);
  expect(leaves(appEnglish).map(([key]) => key)).toEqual([...signInKeys, ...shellKeys]);
  for (const [key, text] of leaves(signInVietnamese)) expect(lookup(vi as Messages, key)).toBe(text);
});

test.each([
  ['Bad Request', 'app.http.badRequest', 'Bad Request', 'Yêu cầu không hợp lệ'],
  ['session_expired_please_login_again', 'app.http.sessionExpired', 'Session expired. Please login again', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại'],
  ['Forbidden', 'app.http.forbidden', 'Forbidden', 'Không có quyền truy cập'],
  ['dataNotFound', 'app.http.dataNotFound', 'Data Not Found', 'Không tìm thấy dữ liệu'],
  ['internalServerError', 'app.http.internalServerError', 'Internal Server Error', 'Lỗi máy chủ nội bộ'],
  ['System Error, please try again!', 'app.http.systemError', 'System Error, please try again!', 'Lỗi hệ thống, vui lòng thử lại!'],
  ['invalidParam', 'app.http.invalidParam', 'Invalid Param', 'Tham số không hợp lệ'],
])('the HTTP message %p reads %p', (message, key, englishText, vietnameseText) => {
  expect(messageKey(message)).toBe(key);
  expect(lookup(en as Messages, key)).toBe(englishText);
  expect(lookup(vi as Messages, key)).toBe(vietnameseText);
});

test('every HTTP message key exists; unknown server messages are shown as they are', () => {
  for (const key of MESSAGE_KEYS) expect(lookup(en as Messages, key)).toEqual(expect.any(String));
  expect(messageKey('Wrong Owner ID')).toBe('Wrong Owner ID');
});

test.each(Object.values(AUTH_MESSAGES))('the server message %p has an English and a Vietnamese text', (message) => {
  const key = messageKey(message);
  const englishText = lookup(en as Messages, key);
  const vietnameseText = lookup(vi as Messages, key);
  expect(englishText).toEqual(expect.any(String));
  expect(vietnameseText).toEqual(expect.any(String));
  expect(vietnameseText).not.toBe(englishText);
});

test.each([
  ['app.auth.invalidCredentials', 'Owner ID, phone number or password is incorrect.', 'Mã chủ sở hữu, số điện thoại hoặc mật khẩu không đúng.'],
  ['app.auth.resetCodeSent', 'If the account exists, a one-time code has been sent to its e-mail.', expect.stringContaining('Nếu tài khoản tồn tại')],
  ['app.auth.passwordChanged', 'Your password has been changed. Please sign in.', 'Mật khẩu của bạn đã được thay đổi. Vui lòng đăng nhập.'],
])('%s reads %p', (key, englishText, vietnameseText) => {
  expect(lookup(en as Messages, key)).toBe(englishText);
  expect(lookup(vi as Messages, key)).toEqual(vietnameseText);
});

test('every action of a role has a label in both languages', () => {
  for (const action of Object.values(ACTIONS)) {
    expect(lookup(en as Messages, `app.permissions.${action}`)).toEqual(expect.any(String));
    expect(lookup(vi as Messages, `app.permissions.${action}`)).toEqual(expect.any(String));
  }
});
