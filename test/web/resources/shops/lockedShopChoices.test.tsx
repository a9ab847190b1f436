import { screen } from '@testing-library/react';
import { ok } from '../../support/api';
import { renderSales } from '../sales/renderSales';
import { salesApi } from '../sales/salesFixtures';

/** A locked shop stays a sales filter choice (its past sales are still there) and says it is locked, in both languages. */

beforeEach(() => localStorage.clear());

const choices = ok([{ id: 4, name: 'Thủ Đức', status: 'locked' }, { id: 3, name: 'Quận 1', status: 'active' }], { count: 2 });

test('the transaction history\'s shop filter marks a locked shop', async () => {
  salesApi({ 'POST /api/report/findShopList': choices });
  const { user } = renderSales('/transaction-history');
  await user.click(await screen.findByRole('combobox', { name: 'Shop' }));
  expect(await screen.findByRole('option', { name: 'Thủ Đức (locked)' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Quận 1' })).toBeInTheDocument();
});

test('in Vietnamese', async () => {
  salesApi({ 'POST /api/report/findShopList': choices });
  const { user } = renderSales('/transaction-history', { locale: 'vi' });
  await user.click(await screen.findByRole('combobox', { name: 'Cửa hàng' }));
  expect(await screen.findByRole('option', { name: 'Thủ Đức (đã khoá)' })).toBeInTheDocument();
});
