import { parsePageDefinition } from '../../../../src/core/definition/parseDefinition';
import { localizeDefinition, validateDefinition } from '../../../../src/core/definition';
import { textIn } from '../../../../src/core/localizedText';

/** A small page whose every kind of text is written per language. */
const bilingual = {
  id: 71,
  name: { vi: 'Đối tác', en: 'Partners' },
  resource: 'partners-book',
  read: 'read',
  api: 'update',
  schema: [
    { field: 'name', name: { vi: 'Tên', en: 'Name' }, placeholder: { vi: 'Nhập tên', en: 'Enter the name' }, widget: 'Text', group: { vi: 'Chung', en: 'General' } },
    { field: 'state', name: { vi: 'Trạng thái', en: 'State' }, widget: 'Enum', items: [{ key: 'on', value: { vi: 'Bật', en: 'On' } }] },
    { field: 'rows', name: { vi: 'Dòng', en: 'Rows' }, widget: 'TableSchema', items: [{ field: 'order', title: { vi: 'Thứ tự', en: 'Order' }, dataType: 'number' }] },
    { field: 'shop', name: { vi: 'Cửa hàng', en: 'Shop' }, widget: 'SingleModel', api: 'list', modelSelectField: { vi: 'name$$Tên', en: 'name$$Name' } },
  ],
  buttons: [
    { title: { vi: 'Lưu', en: 'Save' }, mode: 'edit', type: 'submit', action: 'api', api: 'update', confirm: { vi: 'Lưu #name#?', en: 'Save #name#?' } },
  ],
  apis: [
    { name: 'list', url: '/api/records/partners-book', method: 'GET', type: 'list' },
    { name: 'read', url: '/api/records/partners-book', method: 'GET', type: 'read' },
    { name: 'update', url: '/api/records/partners-book', method: 'PATCH', type: 'update' },
  ],
};

const copy = (change: (page: typeof bilingual & Record<string, unknown>) => void = () => {}): unknown => {
  const page = structuredClone(bilingual) as typeof bilingual & Record<string, unknown>;
  change(page);
  return page;
};

describe('texts per language in a page definition', () => {
  it('accepts every text as { vi, en } with no warning', () => {
    const result = validateDefinition(copy());
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });

  it("shows each text in the screen's language", () => {
    const result = validateDefinition(copy());
    if (!result.ok) throw new Error('expected the definition to pass');
    const english = localizeDefinition(result.definition, 'en');
    const vietnamese = localizeDefinition(result.definition, 'vi');
    expect(english.name).toBe('Partners');
    expect(vietnamese.name).toBe('Đối tác');
    expect(english.schema[0]).toMatchObject({ name: 'Name', placeholder: 'Enter the name', group: 'General' });
    expect(vietnamese.schema[1].items).toEqual([{ key: 'on', value: 'Bật' }]);
    expect(english.schema[2].items).toEqual([{ field: 'order', title: 'Order', dataType: 'number' }]);
    expect(english.schema[3].modelSelectField).toBe('name$$Name');
    expect(vietnamese.buttons[0]).toMatchObject({ title: 'Lưu', confirm: 'Lưu #name#?' });
  });

  it('falls back to the other language, and shows a plain string as it is', () => {
    expect(textIn({ vi: 'Tên' }, 'en')).toBe('Tên');
    expect(textIn({ en: 'Name' }, 'vi')).toBe('Name');
    expect(textIn('Tên', 'en')).toBe('Tên');
  });

  it('warns when a language is missing, at the path of that language', () => {
    const result = validateDefinition(copy((page) => { page.schema[0].name = { vi: 'Tên' } as never; }));
    expect(result.ok).toBe(true);
    expect(result.warnings).toContainEqual(expect.objectContaining({
      path: 'schema[0].name.en', key: 'app.pageEditor.issues.missingLanguage', args: { language: 'en', other: 'vi' },
    }));
  });

  it('warns once when plain strings sit beside texts per language', () => {
    const result = validateDefinition(copy((page) => { page.buttons[0].title = 'Lưu' as never; page.schema[1].name = 'Trạng thái' as never; }));
    const mixed = result.warnings.filter((warning) => warning.key === 'app.pageEditor.issues.mixedLanguages');
    expect(mixed).toEqual([expect.objectContaining({ path: 'schema[1].name', args: { count: 2 } })]);
  });

  it('refuses a wrong shape: another language, an empty object, a number', () => {
    const refused = (change: (page: typeof bilingual & Record<string, unknown>) => void) => {
      const result = parsePageDefinition(copy(change));
      if (result.ok) throw new Error('expected the definition to be refused');
      return result.errors;
    };
    expect(refused((page) => { page.name = { vi: 'Đối tác', fr: 'Partenaires' } as never; })).toEqual([
      expect.objectContaining({ path: 'name.fr', message: 'unknown key "fr"' }),
    ]);
    expect(refused((page) => { page.schema[0].name = {} as never; })).toEqual([
      expect.objectContaining({ path: 'schema[0].name', message: 'a text per language needs vi or en' }),
    ]);
    expect(refused((page) => { page.buttons[0].title = 5 as never; })).toEqual([
      expect.objectContaining({ path: 'buttons[0].title', key: 'app.pageEditor.issues.expected', args: { expected: 'string or object' } }),
    ]);
  });

  it('checks #field# in the confirm text of each language', () => {
    const result = validateDefinition(copy((page) => { page.buttons[0].confirm = { vi: 'Lưu #name#?', en: 'Save #nmae#?' }; }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ path: 'buttons[0].confirm', message: '#nmae# names no field of the schema' })]);
  });

  it('refuses picker columns that list other fields in the other language', () => {
    const result = validateDefinition(copy((page) => { page.schema[3].modelSelectField = { vi: 'name$$Tên', en: 'code$$Code' }; }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual(expect.objectContaining({ path: 'schema[3].modelSelectField' }));
  });
});
