import { BUTTON_ACTIONS, DEFINITION_LIMITS, KNOWN_WIDGETS, WIDGETS, isKnownWidget } from '../../../../src/api/pageDefinition';
import { definitionSize, parsePageDefinition } from '../../../../src/core/definition/parseDefinition';
import { everyWidgetPage } from '../../dynamic/fixtures/everyWidget';
import { fieldIndex, pageWith } from '../../dynamic/fixtures/pageCopy';

const definitionOf = (input: unknown) => {
  const result = parsePageDefinition(input);
  if (!result.ok) throw new Error(`expected the definition to pass: ${JSON.stringify(result.errors)}`);
  return result.definition;
};

const errorsOf = (input: unknown) => {
  const result = parsePageDefinition(input);
  if (result.ok) throw new Error('expected the definition to be refused');
  return result.errors;
};

const minimal = { id: 1, name: 'Trang' };

describe('the page definition schema', () => {
  it('lists the 21 widgets of spec §9', () => {
    expect(WIDGETS).toHaveLength(21);
    // And the engine's own: Phone, PhoneImport, ModelCode.
    expect(KNOWN_WIDGETS.size).toBe(24);
    expect(isKnownWidget('SelectMutilple')).toBe(true);
    expect(isKnownWidget('SelectMultiple')).toBe(false);
  });

  it('accepts the every-widget page, which uses every widget and every button action', () => {
    const definition = definitionOf(everyWidgetPage);
    expect(new Set(definition.schema.map(({ widget }) => widget))).toEqual(new Set(WIDGETS));
    expect(new Set(definition.buttons.map(({ action }) => action))).toEqual(new Set(BUTTON_ACTIONS));
    expect(definition.buttons.some((button) => button.apiBasic && button.confirm)).toBe(true);
    expect(definition.buttons.some((button) => button.embedUrl)).toBe(true);
    expect(definition.buttons.some((button) => button.backOnDone)).toBe(true);
  });

  it('fills in the defaults and normalises what may be written two ways', () => {
    const definition = definitionOf({
      ...minimal,
      id: '45',
      schema: [{ field: 'photo', widget: 'Image' }, { field: 'note', widget: 'Text' }],
      buttons: [{ title: 'Lưu', action: 'api', api: 'save', mode: 'edit, changed,edit' }, { title: 'Mở', action: 'url', url: '/x', mode: ['show'] }],
      apis: [{ name: 'save', url: '/api/records/notes' }],
    });
    expect(definition.id).toBe(45);
    expect(definition.action).toBe('managerecords');
    expect(definition.languages).toEqual([{ code: 'vi', name: 'Vietnamese' }, { code: 'en', name: 'English' }]);
    expect(definition.schema[0]).toEqual({ field: 'photo', widget: 'Image', imageWidth: 250, imageHeight: 260 });
    expect(definition.schema[1]).toEqual({ field: 'note', widget: 'Text' });
    expect(definition.buttons.map(({ mode }) => mode)).toEqual([['edit', 'changed'], ['show']]);
    expect(definition.apis[0].method).toBe('POST');
  });

  it('parses its own output to the same definition, so the server may store either', () => {
    const once = definitionOf(everyWidgetPage);
    expect(definitionOf(once)).toEqual(once);
  });

  it('gives each call its own default lists', () => {
    const first = definitionOf(minimal);
    first.languages.push({ code: 'fr', name: 'Français' });
    first.schema.push({ field: 'x', widget: 'Text' });
    expect(definitionOf(minimal).languages).toHaveLength(2);
    expect(definitionOf(minimal).schema).toHaveLength(0);
  });

  it('keeps a field with an unknown widget, for the renderer to show', () => {
    const definition = definitionOf({ ...minimal, schema: [{ field: 'x', widget: 'Slider' }] });
    expect(definition.schema[0].widget).toBe('Slider');
  });

  it.each<[string, (page: Record<string, any>) => void, string, string | RegExp]>([
    ['a page id that is no positive integer', (page) => { page.id = 0; }, 'id', /Too small/],
    ['a page id string that is no number', (page) => { page.id = '4a'; }, 'id', 'must be a positive integer page id'],
    ['an empty title', (page) => { page.name = ''; }, 'name', /Too small/],
    ['a bad resource name', (page) => { page.resource = 'Partner_Vouchers'; }, 'resource', /must be a resource name/],
    ['an icon outside the list', (page) => { page.icon = 'rocket'; }, 'icon', /Invalid option/],
    ['a field name that is no identifier', (page) => { page.schema[3].field = 'partner id'; }, 'schema[3].field', /must be an identifier/],
    ['a reserved field name', (page) => { page.schema[2].field = '__proto__'; }, 'schema[2].field', 'this name is reserved'],
    ['a field type', (page) => { page.schema[0].type = 'string'; }, 'schema[0].type', /Invalid option/],
    ['a widget that is no text', (page) => { page.schema[5].widget = 5; }, 'schema[5].widget', /expected string/],
    ['an option without its label', (page) => { page.schema[fieldIndex('status')].items = [{ key: 'a' }]; }, `schema[${fieldIndex('status')}].items[0].value`, /expected string/],
    ['a column data type', (page) => { (page.schema[fieldIndex('limits')].items as any[])[1].dataType = 'int'; }, `schema[${fieldIndex('limits')}].items[1].dataType`, /Invalid option/],
    ['a modelSelectField syntax', (page) => { page.schema[3].modelSelectField = 'name,,code'; }, 'schema[3].modelSelectField', /comma-separated list/],
    ['an image size', (page) => { page.schema[fieldIndex('thumbnail')].imageWidth = -5; }, `schema[${fieldIndex('thumbnail')}].imageWidth`, /Too small/],
    ['a default that is no JSON value', (page) => { page.schema[0].default = { a: () => 1 }; }, 'schema[0].default.a', /Invalid input/],
    ['a button action', (page) => { page.buttons[0].action = 'link'; }, 'buttons[0].action', /Invalid option/],
    ['a button mode', (page) => { page.buttons[2].mode = 'show,view'; }, 'buttons[2].mode', 'unknown mode "view" (one of list, show, create, edit, changed, import, edited, row)'],
    ['a button mode of another type', (page) => { page.buttons[2].mode = 3; }, 'buttons[2].mode', 'Invalid input: expected string or array'],
    ['a button colour outside the palette', (page) => { page.buttons[0].color = 'red'; }, 'buttons[0].color', /Invalid option/],
    ['a formModal page id', (page) => { page.buttons[8].pageId = 'x'; }, 'buttons[8].pageId', 'must be a positive integer page id'],
    ['an api name', (page) => { page.apis[1].name = 'read me'; }, 'apis[1].name', /must be an api name/],
    ['an api method', (page) => { page.apis[0].method = 'get'; }, 'apis[0].method', /Invalid option/],
    ['an api type', (page) => { page.apis[0].type = 'search'; }, 'apis[0].type', /Invalid option/],
    ['a list sort order', (page) => { (page.list as any).sort.order = 'desc'; }, 'list.sort.order', /Invalid option/],
    ['a language code', (page) => { page.languages = [{ code: 'VN', name: 'Việt' }]; }, 'languages[0].code', /language code/],
    ['no language', (page) => { page.languages = []; }, 'languages', /Too small/],
  ])('refuses %s at its path', (_, change, path, message) => {
    const errors = errorsOf(pageWith(change));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe(path);
    expect(errors[0].message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it.each([
    'https://api.example.com/x', '//evil.com/api/x', '/api/../admin', '/api/./x', '/api//x', '/api\\x', 'api/x', '/apix',
    '/api/x?y=1', '/api/x#y', '/api/%2e%2e/x', '/api/ x', 'javascript:alert(1)', '/api/',
  ])('refuses the api url %j', (url) => {
    const errors = errorsOf(pageWith((page) => { page.apis[0].url = url; }));
    expect(errors.map(({ path }) => path)).toEqual(['apis[0].url']);
  });

  it('names each unknown key at its own path, with the key it probably meant', () => {
    const errors = errorsOf(pageWith((page) => {
      page.titel = 'x';
      page.schema[1].widgte = 'Text';
      page.schema[1].colour = 'red';
      page.buttons[0].backondone = true;
      page.apis[0].metod = 'GET';
      (page.schema[fieldIndex('limits')].items as any[])[0].datatype = 'string';
    }));
    expect(Object.fromEntries(errors.map(({ path, message }) => [path, message]))).toEqual({
      titel: 'unknown key "titel"',
      'schema[1].widgte': 'unknown key "widgte" (did you mean "widget"?)',
      'schema[1].colour': 'unknown key "colour"',
      'buttons[0].backondone': 'unknown key "backondone" (did you mean "backOnDone"?)',
      'apis[0].metod': 'unknown key "metod" (did you mean "method"?)',
      [`schema[${fieldIndex('limits')}].items[0].datatype`]: 'unknown key "datatype" (did you mean "dataType"?)',
    });
  });

  it('quotes a key that is no identifier in the path', () => {
    expect(errorsOf({ ...minimal, 'bad key': 1 })).toEqual([expect.objectContaining({ path: '["bad key"]', message: 'unknown key "bad key"' })]);
  });

  it('caps the number of fields, buttons and apis', () => {
    const fields = Array.from({ length: DEFINITION_LIMITS.fields + 1 }, (_, index) => ({ field: `f${index}`, widget: 'Text' }));
    expect(errorsOf({ ...minimal, schema: fields })).toEqual([{ path: 'schema', message: expect.stringMatching(/Too big/), key: 'app.pageEditor.issues.tooMany', args: { limit: DEFINITION_LIMITS.fields } }]);
    const buttons = Array.from({ length: DEFINITION_LIMITS.buttons + 1 }, () => ({ title: 'b', action: 'url', url: '/x' }));
    expect(errorsOf({ ...minimal, buttons })[0].path).toBe('buttons');
  });

  it('caps the length of texts', () => {
    expect(errorsOf({ ...minimal, name: 'x'.repeat(201) })[0].path).toBe('name');
    expect(errorsOf({ ...minimal, buttons: [{ title: 't', action: 'url', url: `/${'x'.repeat(2000)}` }] })[0].path).toBe('buttons[0].url');
  });

  it('measures the definition as UTF-8 JSON and refuses one over 256 KB', () => {
    expect(definitionSize({ name: 'Đ' })).toBe(13);
    expect(definitionSize(10n)).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(definitionSize(cyclic)).toBeNull();
    const big = { ...minimal, schema: [{ field: 'a', widget: 'Text', default: 'x'.repeat(DEFINITION_LIMITS.size) }] };
    expect(errorsOf(big)).toEqual([{ path: '', message: expect.stringMatching(/^the definition is \d+ bytes; at most 262144 are allowed$/) }]);
    expect(errorsOf(cyclic)).toEqual([{ path: '', message: 'a page definition must be a JSON value' }]);
  });

  it.each([['null', null], ['a string', 'page'], ['a number', 42], ['an array', [everyWidgetPage]]])('refuses %s as a whole', (_, input) => {
    expect(errorsOf(input)).toEqual([{ path: '', message: 'a page definition must be a JSON object' }]);
  });
});
