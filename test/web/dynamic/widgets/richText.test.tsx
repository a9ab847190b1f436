import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { RichTextField } from '../../../../src/dynamic/widgets/RichTextField';
import { CkEditorSchemaWidget, RichTextWidget, TranslatableRichTextWidget } from '../../../../src/dynamic/widgets/RichTextWidget';
import { FieldInput } from '../../../../src/dynamic/views/FieldInput';
import { smallPage } from '../pages/pageFixture';
import { checked } from '../views/support/definitions';
import { renderInForm } from '../../support/renderInForm';
import { testI18nProvider } from '../../support/catalogues';

// jsdom has no layout: ProseMirror measures the selection to scroll it into view. Ranges get empty boxes here.
beforeAll(() => {
  const empty = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

const HOSTILE = '<p>Hello <strong>you</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">link</a>';

test('the editor (a lazy chunk) shows the value and saves it', async () => {
  const { save } = renderInForm(<RichTextWidget source="description" label="Description" />, {
    record: { description: '<p>Hello <strong>you</strong></p>' },
  });
  const editor = await screen.findByRole('textbox', { name: /^(Description|Body)/ });
  await waitFor(() => expect(editor).toHaveTextContent('Hello you'));
  expect(await save()).toEqual({ description: '<p>Hello <strong>you</strong></p>' });
});

test('hostile markup in a record is cleaned before it reaches the form value', async () => {
  const { save } = renderInForm(<CkEditorSchemaWidget source="description" label="Description" />, { record: { description: HOSTILE } });
  const editor = await screen.findByRole('textbox', { name: /^(Description|Body)/ });
  await waitFor(() => expect(editor).toHaveTextContent('Hello you'));
  expect(editor.querySelector('img, script')).toBeNull();
  const sent = await save();
  expect(sent?.description).toBe('<p>Hello <strong>you</strong></p><a rel="noopener noreferrer">link</a>');
});

test('what is pasted into the editor is saved as sanitised HTML', async () => {
  const { save } = renderInForm(<RichTextWidget source="body" label="Body" />);
  const editor = await screen.findByRole('textbox', { name: 'Body' });
  // jsdom has no layout, so ProseMirror cannot place a click: focus the editor and paste there.
  act(() => editor.focus());
  // jsdom has no DataTransfer: the clipboard is a plain object with the two formats a browser offers.
  const pasted: Record<string, string> = {
    'text/html': '<p>Xin <em>chào</em> <a href="http://evil.example">http link</a></p>',
    'text/plain': 'Xin chào http link',
  };
  fireEvent.paste(editor, { clipboardData: { types: Object.keys(pasted), getData: (type: string) => pasted[type] ?? '', files: [], items: [] } });
  await waitFor(() => expect(editor).toHaveTextContent('Xin chào http link'));
  // tiptap keeps an http link; the sanitiser takes its address off before it reaches the form value.
  expect(await save()).toEqual({ body: '<p>Xin <em>chào</em> <a rel="noopener noreferrer">http link</a></p>' });
});

test('required: an empty editor is refused with the message', async () => {
  const { save } = renderInForm(<RichTextWidget source="body" label="Body" required />);
  await screen.findByRole('textbox', { name: /^(Description|Body)/ });
  expect(screen.getByText('Body (*)')).toBeInTheDocument();
  expect(await save()).toBeNull();
  expect(await screen.findByText('Body is required!')).toBeInTheDocument();
});

test('one editor a language when the field is kept per language: both tabs shown, the map saved whole', async () => {
  const body = { vi: '<p>Xin <strong>chào</strong></p>', en: '<p>Hello</p>' };
  const { save, user } = renderInForm(<TranslatableRichTextWidget source="body" label="Body" />, { record: { body } });
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent?.toLowerCase())).toEqual(['vi', 'en']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Body/ })).toHaveTextContent('Xin chào'));
  await user.click(tabs[1]);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Body/ }).some((editor) => editor.textContent === 'Hello')).toBe(true));
  expect(await save()).toEqual({ body });
});

test('a page field RichText with isMutilLanguage gets the editor a language (its form could never be saved with one)', async () => {
  const page = checked({ ...smallPage, schema: [...smallPage.schema, { field: 'body', name: 'Body', widget: 'RichText', isMutilLanguage: true }] });
  const field = page.schema.find((one) => one.field === 'body');
  if (!field) throw new Error('no body field');
  const body = { vi: '<p>Xin chào</p>', en: '<p>Hello</p>' };
  const { save } = renderInForm(<FieldInput page={page} field={field} />, { record: { body } });
  expect(screen.getAllByRole('tab')).toHaveLength(2);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Body/ })).toHaveTextContent('Xin chào'));
  expect(await save()).toEqual({ body });
});

test.each([['en', 'Hello'], ['vi', 'Xin chào']] as const)('RichTextField shows a field kept per language in the screen\'s (%s)', (locale, text) => {
  render(
    <AdminContext dataProvider={testDataProvider()} store={memoryStore()} i18nProvider={testI18nProvider(locale)}>
      <RecordContextProvider value={{ id: 1, body: { vi: '<p>Xin chào</p>', en: '<p>Hello</p>' } }}>
        <RichTextField source="body" />
      </RecordContextProvider>
    </AdminContext>,
  );
  expect(screen.getByText(text)).toBeInTheDocument();
});

test('RichTextField shows only the sanitised markup', () => {
  const { container } = render(
    <AdminContext dataProvider={testDataProvider()} store={memoryStore()} i18nProvider={testI18nProvider('en')}>
      <RecordContextProvider value={{ id: 1, description: HOSTILE }}>
        <RichTextField source="description" />
      </RecordContextProvider>
    </AdminContext>,
  );
  expect(screen.getByText('you').tagName).toBe('STRONG');
  expect(container.querySelector('script, img, [onerror]')).toBeNull();
  expect(screen.getByText('link')).not.toHaveAttribute('href');
});

test('the level menu is a menu button named by the level it shows; choosing a heading turns the paragraph into one', async () => {
  const { save } = renderInForm(<RichTextWidget source="body" label="Body" />, { record: { body: '<p>Title</p>' } });
  const editor = await screen.findByRole('textbox', { name: 'Body' });
  await waitFor(() => expect(editor).toHaveTextContent('Title'));
  act(() => editor.focus());
  const levels = await screen.findByRole('button', { name: /^Normal, / });
  expect(levels).toHaveAttribute('aria-haspopup', 'menu');
  expect(document.querySelectorAll('li:not(ul li, ol li, [role="menu"] li)')).toHaveLength(0);
  fireEvent.click(levels);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Heading 2' }));
  expect(await screen.findByRole('button', { name: /^Heading 2, / })).toHaveTextContent('Heading 2');
  expect((await save())?.body).toMatch(/^<h2>Title<\/h2>/);
});

test('the link button asks the address in a dialog in the screen’s language, refuses javascript: and links the selection', async () => {
  const { save } = renderInForm(<RichTextWidget source="body" label="Nội dung" />, { locale: 'vi', record: { body: '<p>Trang</p>' } });
  const editor = await screen.findByRole('textbox', { name: 'Nội dung' });
  await waitFor(() => expect(editor).toHaveTextContent('Trang'));
  act(() => editor.focus());
  // jsdom cannot select with the mouse: select the word through the editor tiptap hangs on its element.
  const tiptap = (editor as HTMLElement & { editor?: { commands: { setTextSelection: (range: { from: number; to: number }) => boolean } } }).editor;
  act(() => { tiptap?.commands.setTextSelection({ from: 1, to: 6 }); });
  fireEvent.click(await screen.findByRole('button', { name: 'Thêm liên kết' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Thêm liên kết' })).toBeInTheDocument();
  const address = within(dialog).getByRole('textbox', { name: 'Địa chỉ liên kết' });
  fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Áp dụng' }));
  expect(await within(dialog).findByText(/Hãy dùng địa chỉ bắt đầu bằng https:\/\//)).toBeInTheDocument();
  fireEvent.change(address, { target: { value: 'https://example.com/uu-dai' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Áp dụng' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await save())?.body).toBe('<p><a rel="noopener noreferrer" href="https://example.com/uu-dai">Trang</a></p>');
});

test('the image button asks the address in a dialog and takes only an https or uploaded image', async () => {
  renderInForm(<RichTextWidget source="body" label="Body" />, { record: { body: '<p>x</p>' } });
  const editor = await screen.findByRole('textbox', { name: 'Body' });
  act(() => editor.focus());
  fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Insert an image' })).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Image address' }), { target: { value: 'http://example.com/a.png' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await within(dialog).findByText('Use an address starting with https:// or an uploaded image')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
