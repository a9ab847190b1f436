import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { smallPage } from '../pages/pageFixture';
import { formatDateTime } from '../../../../src/core/formatDate';
import { fakePagesServer, SEED_AT } from './pagesServerFake';
import { renderEditor } from './renderEditor';

const otherPage = { id: 12, name: 'Cửa hàng', action: 'managerecords', schema: [{ field: 'title', name: 'Tiêu đề', widget: 'Text' }], buttons: [], apis: [] };

type User = ReturnType<typeof renderEditor>['user'];

/** Opens a page of the list by its picker entry; resolves once the editor shows it. */
const openPage = async (user: User, entry: string) => {
  await user.selectOptions(await screen.findByLabelText('Page'), entry);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('heading', { name: /^Page \d+$/, level: 2 });
};

const pageSection = () => screen.getByRole('region', { name: /^Page \d+$/ });
const fieldGroup = (name: RegExp) => screen.getByRole('group', { name });
const jsonText = () => screen.getByLabelText<HTMLTextAreaElement>('The definition as JSON');
const preview = () => screen.getByTestId('page-editor-preview');

/** Puts text in an input as a paste does: one change, where typing would re-render the editor once per key. */
const enter = async (user: User, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

/** Replaces the JSON text as a user pasting a new one would. */
const replaceJson = async (user: User, text: string) => {
  const area = jsonText();
  await user.clear(area);
  await user.click(area);
  await user.paste(text);
};

test('lists every stored page, one whose action the editor\'s own role lacks too, so a page is never lost to the editor', async () => {
  fakePagesServer([smallPage, { ...otherPage, action: 'marketing' }]);
  renderEditor();
  const picker = await screen.findByLabelText('Page');
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['12 · Cửa hàng', '70 · Khách hàng']);
});

test('lists the definitions by id and name, and opens one with its versions', async () => {
  const server = fakePagesServer([smallPage, otherPage]);
  const { user } = renderEditor();
  const picker = await screen.findByLabelText('Page');
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['12 · Cửa hàng', '70 · Khách hàng']);
  await openPage(user, '70 · Khách hàng');
  expect(server.sent('GET', '/api/admin/pages')).toHaveLength(1);
  // The newest version's number, then that version's definition: the draft and the save's condition are one version.
  expect(server.requests.map((request) => request.path).filter((path) => path.startsWith('/api/admin/pages/70')).slice(0, 2))
    .toEqual(['/api/admin/pages/70/versions', '/api/admin/pages/70/versions/1']);
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng');
  expect(within(pageSection()).getByLabelText('Resource (resource)')).toHaveValue('customers-book');
  expect(within(fieldGroup(/^Field 1: Họ tên$/)).getByLabelText('Widget (widget)')).toHaveValue('Text');
  expect(within(fieldGroup(/^Field 1: Họ tên$/)).getByLabelText('Required (required)')).toBeChecked();
  const versions = await screen.findByRole('table', { name: 'Versions' });
  const rows = within(versions).getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['1 (current)', formatDateTime(SEED_AT), 'Initial data', '–']);
});

test("a definition named per language is listed by its name in the screen's language", async () => {
  const named = { ...otherPage, name: { vi: 'Cửa hàng', en: 'Shops' } };
  fakePagesServer([smallPage, named]);
  renderEditor();
  const picker = await screen.findByLabelText('Page');
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['12 · Shops', '70 · Khách hàng']);
});

test('the form and the JSON text edit one draft: changes carry over both ways', async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const name = within(pageSection()).getByLabelText('Name (name)');
  await user.clear(name);
  await user.type(name, 'Sổ khách');
  await user.click(within(fieldGroup(/^Field 3: Ngày sinh$/)).getByLabelText('Required (required)'));
  await user.click(screen.getByRole('tab', { name: 'JSON text' }));
  const draft = JSON.parse(jsonText().value) as typeof smallPage;
  expect(draft.name).toBe('Sổ khách');
  expect(draft.schema[2]).toEqual({ field: 'birthday', name: 'Ngày sinh', widget: 'Date', required: true });
  expect(draft.list).toEqual(smallPage.list);

  await replaceJson(user, JSON.stringify({ ...draft, name: 'From JSON', schema: draft.schema.slice(0, 2) }, null, 2));
  await user.click(screen.getByRole('tab', { name: 'Form' }));
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('From JSON');
  expect(screen.getAllByRole('group', { name: /^Field \d/ })).toHaveLength(2);
});

test('JSON that does not parse says where, and the form waits until it does', async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  await user.click(screen.getByRole('tab', { name: 'JSON text' }));
  await replaceJson(user, '{\n  "id": 70,\n  "name": "x"\n  "schema": []\n}');
  expect(await screen.findByText('The JSON does not parse at line 4, column 3: a "," or "}" was expected.')).toBeInTheDocument();
  expect(jsonText()).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Show where' }));
  expect(jsonText()).toHaveFocus();
  expect(jsonText().selectionStart).toBe('{\n  "id": 70,\n  "name": "x"\n  '.length);

  await user.click(screen.getByRole('tab', { name: 'Form' }));
  expect(screen.getByText(/^Fix the JSON before switching to the form/).closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByRole('tab', { name: 'JSON text' })).toHaveAttribute('aria-selected', 'true');

  await replaceJson(user, '[1, 2]');
  expect(await screen.findByText(/a page definition must be a JSON object/)).toBeInTheDocument();
});

test("the checks' errors are listed by path and lead to the input", async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const widget = within(fieldGroup(/^Field 2: Trạng thái$/)).getByLabelText('Hide when (hideExpression)');
  await enter(user, widget, 'status ==');
  const link = await screen.findByRole('button', { name: /^Go to schema\[1\]\.hideExpression: the expression does not parse/ });
  expect(screen.getByText('Errors: 1, warnings: 0.')).toBeInTheDocument();
  expect(widget).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByLabelText('Name (name)', { selector: '#page-editor\\:name' }));
  await user.click(link);
  expect(widget).toHaveFocus();
});

test("an error on a path the form has no input for (an option of an Enum) leads to its place in the JSON", async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  await user.click(screen.getByRole('tab', { name: 'JSON text' }));
  const text = jsonText().value.replace('"key": "locked"', '"key": "active"');
  await replaceJson(user, text);
  const duplicate = await screen.findByRole('button', { name: /^Go to schema\[1\]\.items\[1\]\.key: "active" is used twice/ });
  await user.click(screen.getByRole('tab', { name: 'Form' }));
  await user.click(duplicate);
  await waitFor(() => expect(jsonText()).toHaveFocus());
  const area = jsonText();
  expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('"active"');
  expect(area.value.slice(0, area.selectionStart)).toContain('"Đang hoạt động"');
});

test('the preview renders the draft as the app would, and follows it after a pause', async () => {
  const server = fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  expect(await within(preview()).findByLabelText('Họ tên (*)')).toBeInTheDocument();
  expect(within(preview()).getByRole('button', { name: 'Tạo' })).toBeDisabled();
  const label = within(fieldGroup(/^Field 1: Họ tên$/)).getByLabelText('Label (name)');
  await user.clear(label);
  await enter(user, label, 'Full name');
  expect(await within(preview()).findByLabelText('Full name (*)')).toBeInTheDocument();

  // A hideExpression hides its field in the preview as it does in the app (the status Enum defaults to 'active').
  expect(within(preview()).getByLabelText('Ghi chú')).toBeInTheDocument();
  await enter(user, within(fieldGroup(/^Field 4: Ghi chú$/)).getByLabelText('Hide when (hideExpression)'), "status == 'active'");
  await waitFor(() => expect(within(preview()).queryByLabelText('Ghi chú')).not.toBeInTheDocument());
  expect(within(preview()).getByLabelText('Full name (*)')).toBeInTheDocument();

  // A draft with errors keeps the last good preview and says so.
  await user.clear(within(pageSection()).getByLabelText('Name (name)'));
  expect(await screen.findByText('The draft has errors: the preview shows the last draft that passed the checks.')).toBeInTheDocument();
  expect(within(preview()).getByLabelText('Full name (*)')).toBeInTheDocument();
  expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test('saving PUTs the draft and shows the new version, refreshes the versions and the pages of the app', async () => {
  const server = fakePagesServer([smallPage]);
  const { user, registry } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const name = within(pageSection()).getByLabelText('Name (name)');
  await user.clear(name);
  await enter(user, name, 'Sổ khách hàng');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
  const [put] = server.sent('PUT', '/api/admin/pages/70');
  expect(put.body).toMatchObject({ id: 70, name: 'Sổ khách hàng', resource: 'customers-book' });
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  const versions = await screen.findByRole('table', { name: 'Versions' });
  await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(3));
  expect(within(versions).getAllByRole('row')[1]).toHaveTextContent(`2 (current)${formatDateTime('2024-06-02T10:15:00.000Z')}Phạm Quốc Dũng`);
  await waitFor(() => expect(registry.getState().pages.map((page) => page.name)).toEqual(['Sổ khách hàng']));
});

test('a save after someone else\'s is refused, keeps the draft and says so; it saves over theirs only when asked', async () => {
  const server = fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const versions = await screen.findByRole('table', { name: 'Versions' });
  await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(2));
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' của tôi');
  server.saveElsewhere(70, { ...smallPage, name: 'Khách hàng của họ' });
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText(/^Someone else saved this page \(version 2\) since you opened it: nothing was saved\./)).toBeInTheDocument();
  expect(server.versionsOf(70)).toEqual([1, 2]);
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  // Their version joins the list, to compare with.
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Versions' })).getAllByRole('row')).toHaveLength(3));
  await user.click(screen.getByRole('button', { name: 'Save over it' }));
  expect(await screen.findByText('Saved as version 3.')).toBeInTheDocument();
  expect(server.sent('PUT', '/api/admin/pages/70').map((request) => request.headers['if-match'])).toEqual(['"1"', '"2"']);
  expect(server.sent('PUT', '/api/admin/pages/70')[1].body).toMatchObject({ name: 'Khách hàng của tôi' });
});

test('a save landing while the editor opens the page is met at the first save, not overwritten unseen', async () => {
  const server = fakePagesServer([smallPage]);
  // Between the editor's read of the version list and its read of the newest version's definition.
  server.beforeNextVersionRead(() => server.saveElsewhere(70, { ...smallPage, name: 'Khách hàng của họ' }));
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng');
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' của tôi');
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText(/^Someone else saved this page \(version 2\) since you opened it: nothing was saved\./)).toBeInTheDocument();
  expect(server.versionsOf(70)).toEqual([1, 2]);
  expect(server.sent('PUT', '/api/admin/pages/70').map((request) => request.headers['if-match'])).toEqual(['"1"']);
});

test('a save the server refuses with 403 says the user lacks the permission, not "try again"', async () => {
  const server = fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' 2');
  server.forbidNextWrite();
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  expect(screen.queryByText('The definition could not be saved. Please try again.')).toBeNull();
  expect(server.versionsOf(70)).toEqual([1]);
});

test('a draft with errors is not sent; a refusal of the server shows its errors by path', async () => {
  const server = fakePagesServer([smallPage, otherPage]);
  const { user } = renderEditor();
  await openPage(user, '12 · Cửa hàng');
  await user.clear(within(pageSection()).getByLabelText('Name (name)'));
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText('Fix the errors first: nothing was saved.')).toBeInTheDocument();
  expect(server.sent('PUT', '/api/admin/pages/12')).toEqual([]);

  await user.type(within(pageSection()).getByLabelText('Name (name)'), 'Cửa hàng 2');
  const resource = within(pageSection()).getByLabelText('Resource (resource)');
  await enter(user, resource, 'customers-book');
  server.refuseNextWrite([{ path: 'resource', message: '"customers-book" is already the resource of page 70' }]);
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText('The server refused the definition: see its errors below.')).toBeInTheDocument();
  expect(server.sent('PUT', '/api/admin/pages/12')).toHaveLength(1);
  const refused = screen.getByRole('button', { name: 'Go to resource: "customers-book" is already the resource of page 70' });
  expect(resource).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('"customers-book" is already the resource of page 70', { selector: 'p' })).toBeInTheDocument();
  await user.click(refused);
  expect(resource).toHaveFocus();
});

test('a new page starts under the next free id and is saved there', async () => {
  const server = fakePagesServer([smallPage, otherPage]);
  const { user } = renderEditor();
  const newId = await screen.findByLabelText('New page id');
  expect(newId).toHaveValue('71');
  await user.clear(newId);
  await user.type(newId, '12');
  expect(screen.getByText('Page 12 already exists: open it instead')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New page' })).toBeDisabled();
  await user.clear(newId);
  await user.type(newId, '80');
  await user.click(screen.getByRole('button', { name: 'New page' }));
  expect(screen.getByRole('heading', { name: 'New page 80 (not saved yet)' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Versions' })).not.toBeInTheDocument();
  await user.type(within(pageSection()).getByLabelText('Name (name)'), 'Ghi chú');
  await user.click(screen.getByRole('button', { name: 'Add a field' }));
  const field = fieldGroup(/^Field 1/);
  await user.type(within(field).getByLabelText('Field name (field)'), 'note');
  await user.selectOptions(within(field).getByLabelText('Widget (widget)'), 'TextArea');
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
  expect(server.sent('PUT', '/api/admin/pages/80')[0].body).toEqual({
    id: 80, name: 'Ghi chú', schema: [{ field: 'note', widget: 'TextArea' }], buttons: [], apis: [],
  });
  expect(await screen.findByRole('heading', { name: 'Page 80', level: 2 })).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByLabelText('Page')).getAllByRole('option')).toHaveLength(3));
});

test('rolling back asks first, then POSTs the version and loads what it wrote', async () => {
  const server = fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const name = within(pageSection()).getByLabelText('Name (name)');
  await user.clear(name);
  await user.type(name, 'Đổi tên');
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  await screen.findByText('Saved as version 2.');
  const rollback = await screen.findByRole('button', { name: 'Roll back to version 1' });
  // The current version is not offered: rolling back to it would change nothing.
  expect(screen.queryByRole('button', { name: 'Roll back to version 2' })).toBeNull();

  await user.click(rollback);
  const dialog = screen.getByRole('dialog', { name: 'Roll back to version 1?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.sent('POST', '/api/admin/pages/70/rollback')).toEqual([]);

  await user.click(rollback);
  await user.click(within(screen.getByRole('dialog', { name: 'Roll back to version 1?' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();
  expect(server.sent('POST', '/api/admin/pages/70/rollback').map((request) => request.body)).toEqual([{ version: 1 }]);
  await waitFor(() => expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng'));
  const versions = screen.getByRole('table', { name: 'Versions' });
  await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(4));
  const newest = within(within(versions).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
  expect([newest[0], newest[2], newest[3]]).toEqual(['3 (current)', 'Phạm Quốc Dũng', '1']);
  // Version 1 is what the page is again: rolling back to it (or to 3) is not offered, to 2 it is.
  expect(within(versions).getAllByRole('button', { name: /^Roll back to version/ }).map((button) => button.getAttribute('aria-label')))
    .toEqual(['Roll back to version 2']);
});

test('a version can be viewed and copied into the draft', async () => {
  const server = fakePagesServer([smallPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  const name = within(pageSection()).getByLabelText('Name (name)');
  await user.clear(name);
  await user.type(name, 'Mới');
  await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
  await screen.findByText('Saved as version 2.');
  await user.click(await screen.findByRole('button', { name: 'View version 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
  expect(await within(dialog).findByLabelText('The definition of version 1')).toHaveTextContent('"name": "Khách hàng"');
  // Once when the page opened, once for the dialog.
  expect(server.sent('GET', '/api/admin/pages/70/versions/1')).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'Copy into the draft' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  expect(server.sent('PUT', '/api/admin/pages/70')).toHaveLength(1);
});

/** Page 70 opened and changed, then page 12 asked for: the question over the unsaved change. */
const openOtherOverUnsaved = async () => {
  fakePagesServer([smallPage, otherPage]);
  const { user } = renderEditor();
  await openPage(user, '70 · Khách hàng');
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' 2');
  await user.selectOptions(screen.getByLabelText('Page'), '12 · Cửa hàng');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, question: screen.getByRole('dialog', { name: 'Leave page 70 without saving?' }) };
};

test('opening another page over unsaved changes asks first; Cancel keeps the draft', async () => {
  const { user, question } = await openOtherOverUnsaved();
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng 2');
});

test('opening another page over unsaved changes asks first; Confirm opens it', async () => {
  const { user, question } = await openOtherOverUnsaved();
  await user.click(within(question).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { name: 'Page 12', level: 2 })).toBeInTheDocument();
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Cửa hàng');
});

/** A link out of the editor, and where the router is (by test id: label queries over the whole editor take seconds in jsdom). */
const Elsewhere = () => (
  <>
    <Link to="/dashboard">Go to the dashboard</Link>
    <output data-testid="location">{useLocation().pathname}</output>
  </>
);

test('leaving the screen over unsaved changes asks first; a saved draft leaves freely', async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor('en', <Elsewhere />);
  await openPage(user, '70 · Khách hàng');
  const start = screen.getByTestId('location').textContent;
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' 2');
  // Text queries: role queries over the whole editor are slow in jsdom.
  await user.click(screen.getByText('Go to the dashboard'));
  const question = await screen.findByText('Leave page 70 without saving?');
  await user.click(within(question.closest<HTMLElement>('[role="dialog"]')!).getByText('Cancel'));
  await waitFor(() => expect(screen.queryByText('Leave page 70 without saving?')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(start ?? '');
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng 2');

  await user.click(screen.getByText('Save as a new version'));
  await screen.findByText('Saved as version 2.');
  await user.click(screen.getByText('Go to the dashboard'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  expect(screen.queryByText('Leave page 70 without saving?')).not.toBeInTheDocument();
});

test("the browser's Back over unsaved changes asks first, and stays unless confirmed", async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor('en', <Elsewhere />);
  const start = (await screen.findByTestId('location')).textContent ?? '';
  // An entry to come back from, taken before any change.
  await user.click(screen.getByText('Go to the dashboard'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  await openPage(user, '70 · Khách hàng');
  await enter(user, within(pageSection()).getByLabelText('Name (name)'), ' 2');

  act(() => window.history.back());
  const question = await screen.findByText('Leave page 70 without saving?');
  await user.click(within(question.closest<HTMLElement>('[role="dialog"]')!).getByText('Cancel'));
  await waitFor(() => expect(screen.queryByText('Leave page 70 without saving?')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  expect(within(pageSection()).getByLabelText('Name (name)')).toHaveValue('Khách hàng 2');

  act(() => window.history.back());
  const again = await screen.findByText('Leave page 70 without saving?');
  await user.click(within(again.closest<HTMLElement>('[role="dialog"]')!).getByText('Confirm'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(start));
});

test('in Vietnamese', async () => {
  fakePagesServer([smallPage]);
  const { user } = renderEditor('vi');
  await user.selectOptions(await screen.findByLabelText('Trang'), '70 · Khách hàng');
  await user.click(screen.getByRole('button', { name: 'Mở' }));
  expect(await screen.findByRole('heading', { name: 'Trang 70', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Biểu mẫu' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'Lưu thành phiên bản mới' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Các phiên bản' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Văn bản JSON' }));
  expect(screen.getByLabelText('Định nghĩa dạng JSON')).toBeInTheDocument();
});
