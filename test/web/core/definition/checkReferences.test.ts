import type { PageDefinition } from '../../../../src/api/pageDefinition';
import { parsePageDefinition } from '../../../../src/core/definition/parseDefinition';
import { localizeDefinition } from '../../../../src/core/definition';
import { checkReferences, validateDefinition } from '../../../../src/core/definition';
import { everyWidgetPage } from '../../dynamic/fixtures/everyWidget';
import { type EditablePage, fieldIndex, pageWith } from '../../dynamic/fixtures/pageCopy';

type Page = EditablePage;
type Field = Page['schema'][number];

const parsed = (input: unknown): PageDefinition => {
  const result = parsePageDefinition(input);
  if (!result.ok) throw new Error(`expected the schema to pass: ${JSON.stringify(result.errors)}`);
  return localizeDefinition(result.definition, 'en');
};

const reportOf = (change: (page: Page) => void) => checkReferences(parsed(pageWith(change)));

const field = (name: string, page: Page): Field => page.schema[fieldIndex(name)];
const at = (name: string) => `schema[${fieldIndex(name)}]`;

describe('checkReferences', () => {
  it('finds nothing wrong in the every-widget page', () => {
    expect(checkReferences(parsed(everyWidgetPage))).toEqual({ errors: [], warnings: [] });
  });

  it.each<[string, (page: Page) => void, string, string | RegExp]>([
    ['a read api that does not exist', (page) => { page.read = 'detail'; }, 'read', 'no api named "detail" in apis'],
    ['a save api that does not exist', (page) => { page.api = 'save'; }, 'api', 'no api named "save" in apis'],
    ['a field api that does not exist', (page) => { field('shopIds', page).api = 'stores'; }, `${at('shopIds')}.api`, 'no api named "stores" in apis'],
    ['a button api that does not exist', (page) => { page.buttons[2].api = 'sync'; }, 'buttons[2].api', 'no api named "sync" in apis'],
    ['an api name used twice', (page) => { page.apis.push({ name: 'list', url: '/api/records/other' }); }, 'apis[10].name', 'the api name "list" is used twice (first at apis[0])'],
    ['a field defined twice', (page) => { field('value', page).field = 'name'; }, `${at('value')}.field`, 'the field "name" is defined twice (first at schema[1])'],
    ['a confirm text naming no field', (page) => { page.buttons[3].confirm = 'Chặn #voucherName#?'; }, 'buttons[3].confirm', '#voucherName# names no field of the schema'],
    [
      'a required field of a button that does not exist', (page) => { page.buttons[3].requires = [{ field: 'reason', message: 'app.vouchers.blockReasonRequired' }]; },
      'buttons[3].requires[0].field', '"reason" names no field of the schema',
    ],
    ['a url naming no field', (page) => { page.buttons[6].url = '#/form?page=45&voucher=#voucherCode#'; }, 'buttons[6].url', '#voucherCode# names no field of the schema'],
    [
      'a url naming no query parameter', (page) => { page.buttons[7].url = 'https://partners.example.com/v?tab=@tab@'; }, 'buttons[7].url',
      '@tab@ is not a query parameter (page, mode, id, embed, voucher)',
    ],
    ['a url that would never be followed', (page) => { page.buttons[5].url = 'javascript:alert(#code#)'; }, 'buttons[5].url', 'the url would never be followed: only paths of this site (/…, #/…) and https:// URLs are followed'],
    ['a url whose host a value chooses', (page) => { page.buttons[7].url = 'https://#code#.example.com/'; }, 'buttons[7].url', 'the url would never be followed: a placeholder may not choose the host of the url'],
    ['a url button without url', (page) => { delete page.buttons[5].url; }, 'buttons[5].url', 'a url button needs a url'],
    ['an api button without api', (page) => { delete page.buttons[1].api; }, 'buttons[1].api', 'an api button needs an api'],
    ['a report button without url or api', (page) => { delete page.buttons[9].url; }, 'buttons[9].url', 'a report button needs a url or an api'],
    ['a formModal button without pageId', (page) => { delete page.buttons[8].pageId; }, 'buttons[8].pageId', 'a formModal button needs the pageId of the form it opens'],
    [
      'a hideExpression that does not parse', (page) => { field('blockMessage', page).hideExpression = "status == 'blocked' &&"; }, `${at('blockMessage')}.hideExpression`,
      /^the expression does not parse: /,
    ],
    [
      'a hideExpression the interpreter refuses', (page) => { field('blockMessage', page).hideExpression = 'status.constructor'; }, `${at('blockMessage')}.hideExpression`,
      'the expression does not parse: the property "constructor" is not allowed',
    ],
    ['a list column naming no field', (page) => { (page.list as { columns: string[] }).columns[1] = 'title2'; }, 'list.columns[1]', '"title2" names no field of the schema'],
    ['a list filter naming no field', (page) => { (page.list as { filters: string[] }).filters = ['code', 'phone']; }, 'list.filters[1]', '"phone" names no field of the schema'],
    ['a list sort naming no field', (page) => { (page.list as { sort: { field: string } }).sort.field = 'createdAt'; }, 'list.sort.field', '"createdAt" names no field of the schema'],
    ['a SingleModel without modelSelectField', (page) => { delete field('partnerId', page).modelSelectField; }, `${at('partnerId')}.modelSelectField`, 'Thiếu dữ liệu modelSelectField'],
    ['a SelectModel without modelSelectField', (page) => { field('categoryId', page).modelSelectField = ' '; }, `${at('categoryId')}.modelSelectField`, 'Thiếu dữ liệu modelSelectField'],
    ['an ArrayModel without modelSelectField', (page) => { delete field('shopIds', page).modelSelectField; }, `${at('shopIds')}.modelSelectField`, 'Thiếu dữ liệu modelSelectField'],
    ['a SelectMutilple without modelSelectField', (page) => { delete field('channels', page).modelSelectField; }, `${at('channels')}.modelSelectField`, 'Missing modelSelectField'],
    ['an Enum without items', (page) => { field('status', page).items = []; }, `${at('status')}.items`, 'an Enum needs items ({key, value})'],
    ['an Enum with a column for an item', (page) => { field('status', page).items = [{ field: 'a', title: 'A', dataType: 'string' }]; }, `${at('status')}.items[0]`, 'must be an option {key, value}'],
    ['an Enum option key used twice', (page) => { (field('status', page).items as { key: string }[])[6].key = 'active'; }, `${at('status')}.items[6].key`, '"active" is used twice'],
    ['a TableSchema without columns', (page) => { delete field('pointRules', page).items; }, `${at('pointRules')}.items`, 'a TableSchema needs column items ({field, title, dataType})'],
    ['a TableGenerate with an option for a column', (page) => { (field('limits', page).items as unknown[])[3] = { key: 'x', value: 'X' }; }, `${at('limits')}.items[3]`, 'must be a column {field, title, dataType}'],
    ['a table column used twice', (page) => { (field('limits', page).items as { field: string }[])[1].field = 'channel'; }, `${at('limits')}.items[1].field`, '"channel" is used twice'],
    ['one value per language on an Enum', (page) => { field('status', page).isMutilLanguage = true; }, `${at('status')}.isMutilLanguage`,
      'the widget "Enum" holds one value, not one per language: only Text, TextArea, TabsLanguage, RichText and CkEditorSchema do'],
    ['a language listed twice', (page) => { page.languages = [{ code: 'vi', name: 'Tiếng Việt' }, { code: 'vi', name: 'Việt' }]; }, 'languages[1].code', 'the language "vi" is listed twice'],
    ...(['dashboard', 'profile'] as const).map((action): [string, (page: Page) => void, string, string] => [
      `the action ${action}, which every signed-in user holds`, (page) => { page.action = action; }, 'action',
      `"${action}" is allowed to every signed-in user: merchants, employees and API users would see this page too; `
        + 'give it an action only the intended roles carry (such as "managerecords")',
    ]),
  ])('reports %s as an error at its path', (_, change, path, message) => {
    const { errors } = reportOf(change);
    expect(errors).toEqual([{
      path,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      ...(String(message).endsWith('modelSelectField') ? { key: expect.any(String) } : {}),
    }]);
  });

  it('gives the missing modelSelectField errors the keys the widgets show them with', () => {
    const { errors } = reportOf((page) => {
      delete field('partnerId', page).modelSelectField;
      delete field('channels', page).modelSelectField;
    });
    expect(errors.map(({ key }) => key)).toEqual(['app.widgets.picker.missingModelSelectField', 'app.widgets.picker.missingDropdownField']);
  });

  it('accepts #id#, $ and the query parameters a definition declares', () => {
    const report = reportOf((page) => {
      page.queryParams = ['tab'];
      page.buttons[7].url = 'https://partners.example.com/v/#id#/$?tab=@tab@&mode=@mode@&embed=@embed@';
      page.buttons[3].confirm = 'Chặn ưu đãi số #id#?';
    });
    expect(report).toEqual({ errors: [], warnings: [] });
  });

  it('leaves the api of a field with a pageId to that page', () => {
    expect(reportOf((page) => { Object.assign(field('shopIds', page), { api: 'storeList', pageId: 46 }); })).toEqual({ errors: [], warnings: [] });
  });

  it.each<[string, (page: Page) => void, string, string]>([
    ['an unknown widget', (page) => { field('location', page).widget = 'Map'; }, `${at('location')}.widget`, "unknown widget \"Map\": the form shows 'Invalid type Map'"],
    ['a hideExpression reading no field', (page) => { field('captcha', page).hideExpression = "mode == 'edit'"; }, `${at('captcha')}.hideExpression`, 'reads "mode", which names no field'],
    ['a model picker with nowhere to load from', (page) => { delete field('categoryId', page).api; }, `${at('categoryId')}.api`, 'a SelectModel needs an api (or the pageId of a page that has it) to load its records'],
    [
      'an embedded url that is no route of the app', (page) => { page.buttons[6].url = '/api/x/$'; }, 'buttons[6].url',
      'a url button opens only routes of the app (#/…) and https:// addresses: this one is refused when pressed',
    ],
    [
      'an embedded https url', (page) => { page.buttons[6].url = 'https://partners.example.com/v/$'; }, 'buttons[6].url',
      'embedUrl opens only routes of the app (#/…) in the form modal; this url is followed instead',
    ],
    ['list settings without a resource', (page) => { delete page.resource; }, 'list', 'list settings are used only by a page with a resource'],
    ['a permission action no role carries', (page) => { page.action = 'managevouchers'; }, 'action', 'no role carries the action "managevouchers" (src/api/permissions.ts): only a role given it can open the page'],
  ])('reports %s as a warning, not an error', (_, change, path, message) => {
    const { errors, warnings } = reportOf(change);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([{ path, message, ...(path.endsWith('widget') ? { key: 'app.widgets.invalidType' } : {}) }]);
  });
});

describe('validateDefinition', () => {
  it('gives the definition and its warnings when there is no error', () => {
    const result = validateDefinition(pageWith((page) => { field('location', page).widget = 'Map'; }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.definition.schema[fieldIndex('location')].widget).toBe('Map');
    expect(result.warnings.map(({ path }) => path)).toEqual([`${at('location')}.widget`]);
  });

  it('stops at the schema when the shape is wrong', () => {
    expect(validateDefinition(pageWith((page) => { page.schema[0].widgte = 'Text'; page.read = 'nope'; }))).toEqual({
      ok: false,
      errors: [expect.objectContaining({ path: 'schema[0].widgte', message: 'unknown key "widgte" (did you mean "widget"?)' })],
      warnings: [],
    });
  });

  it('refuses a definition whose references are wrong, with the warnings too', () => {
    const result = validateDefinition(pageWith((page) => { page.read = 'nope'; field('location', page).widget = 'Map'; }));
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'read', message: 'no api named "nope" in apis' }],
      warnings: [expect.objectContaining({ path: `${at('location')}.widget` })],
    });
  });

  it('never throws, whatever it is given', () => {
    for (const input of [undefined, null, 0, '', [], {}, { id: 1 }, { schema: 'x' }, Object.create(null)]) {
      expect(() => validateDefinition(input)).not.toThrow();
      expect(validateDefinition(input).ok).toBe(false);
    }
  });
});
