import { screen, waitFor, within } from '@testing-library/react';
import { notFound } from '../../support/api';
import { renderShops } from './renderShops';
import { PHOTO_ID, PHOTO_ID_2, shopsApi } from './shopsFixtures';

/** /shop/detail/:id: every field, the stored unit names, the map link, the photos in order; lock with a confirmation naming the shop. */

const details = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

beforeEach(() => localStorage.clear());

test('every field, overnight hours said, the area as stored, a map link and the photos in order', async () => {
  const api = shopsApi();
  renderShops('/shop/detail/3');
  await screen.findByText('HN-01');
  expect(details()).toMatchObject({
    Code: 'HN-01', Name: 'Cửa hàng Hà Nội', Status: 'Active', Phone: '0901234567', 'E-mail': 'hn@shop.vn',
    'Opening hours': '22:00–02:00 (closes after midnight)', 'Street address': '12 Phúc Xá',
    Area: 'Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội', Created: '03/11/2026 09:15', Updated: '—',
  });
  expect(screen.getByRole('link', { name: 'Open this point on a map' })).toHaveAttribute('href', expect.stringContaining('query=21.0575491,105.7909262'));
  const photos = within(screen.getByRole('list')).getAllByRole('img');
  expect(photos.map((photo) => [photo.getAttribute('alt'), photo.getAttribute('src')?.slice(10, 46)])).toEqual([['Photo 1', PHOTO_ID], ['Photo 2', PHOTO_ID_2]]);
  expect(api.sent('POST', '/api/shop/shopDetail').map((request) => request.body)).toEqual([{ id: 3 }]);
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/shop/edit/3');
});

test('Lock asks first, naming the shop, then locks it', async () => {
  const api = shopsApi();
  const { user } = renderShops('/shop/detail/3');
  await user.click(await screen.findByRole('button', { name: 'Lock' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Lock shop Cửa hàng Hà Nội?')).toBeInTheDocument();
  expect(within(dialog).getByText(/No new sale can be recorded at Cửa hàng Hà Nội \(HN-01\)/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/shop/lockShop')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
  await waitFor(() => expect(api.sent('POST', '/api/shop/lockShop').map((request) => request.body)).toEqual([{ id: 3 }]));
  expect(await screen.findByText('The shop is locked.')).toBeInTheDocument();
});

test('in Vietnamese; another merchant\'s shop (404) is said in place', async () => {
  shopsApi({ 'POST /api/shop/shopDetail': notFound() });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  renderShops('/shop/detail/999', { locale: 'vi' });
  expect(await screen.findByText('Cửa hàng này không tồn tại hoặc không thuộc về bạn.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
});
