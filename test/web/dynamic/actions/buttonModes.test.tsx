import { screen, within } from '@testing-library/react';
import { pageServer } from '../views/support/pageServer';
import { renderPage } from '../views/support/renderPage';
import { voucher, voucherPage } from './support/vouchers';

/** Spec §3 button (mode, type, colour, icon) and §8: 'Không có nút bấm' / 'no_have_button' when none fits. */

const page = () =>
  voucherPage([
    { title: 'Create it', mode: 'create', type: 'submit', action: 'api', api: 'create', icon: 'add' },
    { title: 'Save', mode: 'edit,changed', type: 'submit', action: 'api', api: 'update', icon: 'save' },
    { title: 'Import it', mode: ['import'], type: 'submit', action: 'api', api: 'create' },
    { title: 'Delete', mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete' },
    { title: 'Everywhere', action: 'url', url: '#/list?page=80' },
  ]);

const buttonsOfThePage = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

beforeEach(() => localStorage.clear());

test.each([
  ['create', ['Create it', 'Everywhere']],
  ['edit', ['Save', 'Everywhere']],
  ['changed', ['Save', 'Everywhere']],
  ['import', ['Import it', 'Everywhere']],
  ['show', ['Delete', 'Everywhere']],
])('mode %s shows its own buttons, and those that name no mode', async (mode, expected) => {
  pageServer([], { vouchers: [voucher()] });
  renderPage(`/form?page=80&mode=${mode}&id=5`, { pages: [page()] });
  await screen.findByRole('button', { name: 'Everywhere' });
  expect(buttonsOfThePage()).toEqual(expected);
});

test('a mode no button fits says so, in English and in Vietnamese', async () => {
  pageServer([], { vouchers: [voucher()] });
  const onlyCreate = () => voucherPage([{ title: 'Create it', mode: 'create', type: 'submit', action: 'api', api: 'create' }]);
  const english = renderPage('/form?page=80&mode=edited&id=5', { pages: [onlyCreate()] });
  expect(await screen.findByText('No button for this mode')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create it' })).toBeNull();
  english.unmount();

  renderPage('/form?page=80&mode=edit&id=5', { pages: [onlyCreate()], locale: 'vi' });
  expect(await screen.findByText('Không có nút bấm')).toBeInTheDocument();
});

test('a page without buttons says so too', async () => {
  pageServer([]);
  renderPage('/form?page=80&mode=create', { pages: [voucherPage([])] });
  expect(await screen.findByText('No button for this mode')).toBeInTheDocument();
});

test('title, type, colour and icon come from the definition', async () => {
  pageServer([], { vouchers: [voucher()] });
  const first = renderPage('/form?page=80&mode=edit&id=5', { pages: [page()] });
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save).toHaveAttribute('type', 'submit');
  expect(save).toHaveClass('MuiButton-contained');
  expect(within(save).getByTestId('SaveIcon')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Everywhere' })).toHaveAttribute('type', 'button');
  first.unmount();

  renderPage('/form?page=80&mode=show&id=5', { pages: [page()] });
  const remove = await screen.findByRole('button', { name: 'Delete' });
  expect(remove).toHaveClass('MuiButton-colorError');
  expect(within(remove).getByTestId('DeleteIcon')).toBeInTheDocument();
});

test('a button\'s hideExpression hides it where it holds for the record: only the decisions its status allows', async () => {
  const decisions = () =>
    voucherPage([
      { title: 'Approve', mode: 'show', action: 'api', api: 'sync', apiBasic: true, hideExpression: "note != 'requested'" },
      { title: 'Paid', mode: 'show', action: 'api', api: 'sync', apiBasic: true, hideExpression: "note != 'approved'" },
      { title: 'Reject', mode: 'show', action: 'api', api: 'block', apiBasic: true, hideExpression: "note != 'requested' && note != 'approved'" },
      { title: 'Broken', mode: 'show', action: 'url', url: '#/list?page=80', hideExpression: 'note ==' },
    ]);
  for (const [note, expected] of [
    ['requested', ['Approve', 'Reject', 'Broken']],
    ['approved', ['Paid', 'Reject', 'Broken']],
    ['paid', ['Broken']],
  ] as const) {
    pageServer([], { vouchers: [voucher({ note })] });
    const { unmount } = renderPage('/form?page=80&mode=show&id=5', { pages: [decisions()] });
    await screen.findByRole('button', { name: 'Broken' });
    expect(buttonsOfThePage()).toEqual(expected);
    unmount();
  }
});
