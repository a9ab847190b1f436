import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { PERMISSION_CATALOGUE, PERMISSION_GROUP_NAMES } from '../../../src/api/permissionCatalogue';
import type { Messages } from '../../../src/i18n/deepMerge';
import { GLOSSARY, glossaryBreaches, glossaryLabel, modernToneOf } from '../../../src/i18n/glossary';
import { rel, sourceFiles } from '../architecture/importGraph';
import { wholeCatalogue } from '../support/catalogues';

const en = wholeCatalogue('en');
const vi = wholeCatalogue('vi');

// One Vietnamese term per idea (src/i18n/glossary.ts): the menu said 'Thông tin đối tác' and the role pages
// 'Thông tin doanh nghiệp', employees were 'Khoá' and shops 'Khóa'.

/** Every leaf of a catalogue as [dotted key, text]. */
const leaves = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const VIETNAMESE_LETTERS = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;

/**
 * Not the app's words: official place names as the state lists them (the legacy three-level names keep the old tone
 * placement: 'Hòa Bình'), the demo's records (a partner's own voucher names), and the glossary, which names the
 * forbidden words.
 */
const NOT_OURS = /^(src\/address\/areaIndex|server\/areas\/|server\/db\/demo\/pageRecords\.ts$|src\/i18n\/glossary\.ts$)/;

interface Found {
  where: string;
  text: string;
}

/** Every Vietnamese string of a source file (a literal with a Vietnamese letter, or a `vi:` value), and its {en, vi} pairs. */
const scan = (file: string): { texts: Found[]; pairs: (Found & { english: string })[] } => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: Found[] = [];
  const pairs: (Found & { english: string })[] = [];
  const where = (node: ts.Node) => `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const propertyName = (node: ts.Node) =>
    ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && (ts.isIdentifier(node.parent.name) || ts.isStringLiteral(node.parent.name))
      ? node.parent.name.text
      : undefined;
  const textOf = (node: ts.Expression | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (VIETNAMESE_LETTERS.test(node.text) || propertyName(node) === 'vi') texts.push({ where: where(node), text: node.text });
    }
    if (ts.isObjectLiteralExpression(node)) {
      const value = (name: string) => {
        const property = node.properties.find((item) => ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === name);
        return property && ts.isPropertyAssignment(property) ? textOf(property.initializer) : undefined;
      };
      const [english, vietnamese] = [value('en'), value('vi')];
      if (english !== undefined && vietnamese !== undefined) pairs.push({ where: where(node), english, text: vietnamese });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, pairs };
};

const scanned = [...sourceFiles('src'), ...sourceFiles('server')].filter((file) => !NOT_OURS.test(rel(file))).map(scan);

test.each([
  ['Khóa', ["'Khóa': write 'Khoá'"]],
  ['Đã xóa; hủy; tùy chọn; hóa đơn; hòa; khỏe; thủy', ["'xóa': write 'xoá'", "'hủy': write 'huỷ'", "'tùy': write 'tuỳ'", "'hóa': write 'hoá'", "'hòa': write 'hoà'", "'khỏe': write 'khoẻ'", "'thủy': write 'thuỷ'"]],
  // The mark goes on the second vowel only where the pair ends the syllable, and qu is a consonant.
  ['Khoá, xoá, huỷ, tuỳ, hoá đơn, khoẻ, quý, huỳnh, toán, loài, khuyên', []],
  ['Thông tin doanh nghiệp', ["'doanh nghiệp': write 'đối tác' (merchant (the business using the portal; the spec's \"Thông tin đối tác\"))"]],
  ['Kích hoạt', ["'kích hoạt': write 'mở khoá' (activate (a locked shop or employee)) or 'bật lại' (enable (a revoked API key))"]],
  // Whole words only: 'phiếu' is a word of its own, not a part of one.
  ['Duyệt Voucher; Không dùng phiếu', ["'voucher': write 'ưu đãi' (voucher (the spec's \"Duyệt ưu đãi\"))", "'phiếu': write 'ưu đãi' (voucher (the spec's \"Duyệt ưu đãi\"))"]],
])('the glossary finds in %p: %p', (text, breaches) => {
  expect(glossaryBreaches(text)).toEqual(breaches);
});

test('a tone mark moves to the second vowel of the pair, in either case', () => {
  expect(['Khóa', 'XÓA', 'hủy', 'Thủy', 'khỏe'].map(modernToneOf)).toEqual(['Khoá', 'XOÁ', 'huỷ', 'Thuỷ', 'khoẻ']);
});

test("the glossary's own terms and labels follow it, and no idea's term is another's forbidden name", () => {
  const own = GLOSSARY.flatMap((term) => [term.vi, ...Object.values(term.labels ?? {})]);
  expect(own.flatMap((text) => glossaryBreaches(text).map((breach) => `${text}: ${breach}`))).toEqual([]);
});

test('every Vietnamese text of the shell catalogue follows the glossary', () => {
  const breaches = leaves(vi as Messages).flatMap(([key, text]) => glossaryBreaches(text).map((breach) => `${key} '${text}': ${breach}`));
  expect(breaches).toEqual([]);
});

test('every Vietnamese string in src/ and server/ follows the glossary (catalogues, permissions, server texts, demo pages)', () => {
  expect(scanned.length).toBeGreaterThan(500);
  const breaches = scanned.flatMap(({ texts }) => texts.flatMap(({ where, text }) => glossaryBreaches(text).map((breach) => `${where} '${text}': ${breach}`)));
  expect(breaches).toEqual([]);
});

test('an English label the glossary names has its one Vietnamese label everywhere (menu, titles, buttons, role pages)', () => {
  const viByKey = new Map(leaves(vi as Messages));
  const pairs: [where: string, english: string, vietnamese: string][] = [
    ...leaves(en as Messages).map(([key, english]): [string, string, string] => [key, english, viByKey.get(key) ?? '']),
    ...Object.entries(PERMISSION_GROUP_NAMES).map(([group, name]): [string, string, string] => [`permission group ${group}`, name.en, name.vi]),
    ...Object.entries(PERMISSION_CATALOGUE).map(([action, entry]): [string, string, string] => [`permission ${action}`, entry.name.en, entry.name.vi]),
    ...scanned.flatMap(({ pairs: found }) => found.map(({ where, english, text }): [string, string, string] => [where, english, text])),
  ];
  const named = pairs.filter(([, english]) => glossaryLabel(english) !== undefined);
  // The glossary's labels are in use: the menu's 'Merchant Information', buttons' 'Cancel', 'Lock' and 'Activate'.
  expect([...new Set(named.map(([, english]) => english))]).toEqual(expect.arrayContaining(['Merchant Information', 'Cancel', 'Lock', 'Activate', 'Checkout']));
  expect(named.filter(([, english, vietnamese]) => vietnamese.trim() !== glossaryLabel(english)).map(([where, english, vietnamese]) => `${where}: '${english}' is '${vietnamese}', not '${glossaryLabel(english)}'`)).toEqual([]);
});
