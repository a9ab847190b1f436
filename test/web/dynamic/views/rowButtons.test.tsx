import { screen, within } from '@testing-library/react';
import { smallPage } from '../pages/pageFixture';
import { checked } from './support/definitions';
import { pageServer, type Row } from './support/pageServer';
import { renderPage } from './support/renderPage';

/** A definition's state chips (an Enum option's `color`) and row buttons (mode `row`, hidden by their hideExpression). */

const definition = () => checked({
  ...smallPage,
  schema: smallPage.schema.map((field) => (field.field === 'status'
    ? { ...field, items: [{ key: 'active', value: 'Đang hoạt động', color: 'success' }, { key: 'locked', value: 'Đã khoá', color: 'error' }] }
    : field)),
  buttons: [
    ...smallPage.buttons,
    { title: 'Xem', mode: 'row', action: 'url', url: '#/form?page=70&mode=show&id=$' },
    { title: 'Mở khoá', mode: 'row', action: 'url', url: '#/form?page=70&mode=edit&id=$&voucher=#name#', hideExpression: "status != 'locked'" },
  ],
});

const customers = (): Row[] => [
  { id: 1, name: 'An Nguyễn', status: 'active' },
  { id: 2, name: 'Bình Trần', status: 'locked' },
];

beforeEach(() => localStorage.clear());

test('an option with a colour is shown as a chip of that colour', async () => {
  pageServer([], { customers: customers() });
  renderPage('/list?page=70', { pages: [definition()] });
  expect((await screen.findByText('Đã khoá')).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  expect(screen.getByText('Đang hoạt động').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
});

test("each row shows the row buttons its record does not hide, and one goes to its url with the row's values", async () => {
  pageServer([], { customers: customers() });
  const { user, address } = renderPage('/list?page=70', { pages: [definition()] });
  const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
  const active = await rowOf('An Nguyễn');
  expect(within(active).getByRole('link', { name: 'Xem' })).toBeInTheDocument();
  expect(within(active).queryByRole('link', { name: 'Mở khoá' })).not.toBeInTheDocument();
  const locked = await rowOf('Bình Trần');
  await user.click(within(locked).getByRole('link', { name: 'Mở khoá' }));
  expect(address()).toBe(`/form?page=70&mode=edit&id=2&voucher=${encodeURIComponent('Bình Trần')}`);
  expect(await screen.findByDisplayValue('Bình Trần')).toBeInTheDocument();
});
