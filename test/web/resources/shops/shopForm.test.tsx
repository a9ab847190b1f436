import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { stubCanvas } from '../../dynamic/widgets/canvasStub';
import { pasteInto } from '../../support/pickers';
import { renderShops } from './renderShops';
import { PHOTO_ID_2, shopsApi } from './shopsFixtures';

/** /shop/create and /shop/edit/:id: every field as createShop/updateShop's body; area picked; a cropped photo; reorder. */

stubCanvas();

const NEW_PHOTO = '2d2f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a33';

beforeEach(() => localStorage.setItem('session', 'session-token'));
afterEach(() => localStorage.clear());

const paste = pasteInto;

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, typed: string, option: string) => {
  const combo = screen.getByRole('combobox', { name });
  await user.clear(combo);
  await user.type(combo, typed);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

test('creates a shop: code, name, contact, hours, area picked province → district → ward, location, a cropped photo', async () => {
  const api = shopsApi({ 'POST /api/file/upload-image': { body: { err: 200, message: 'ok', data: `/api/file/${NEW_PHOTO}` } } });
  const { user, address } = renderShops('/shop/create');
  await screen.findByRole('heading', { level: 1, name: 'New Shop' });
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'HN-02');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cửa hàng Đống Đa');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0901 234 567');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'dd@shop.vn');
  paste(await screen.findByRole('group', { name: 'Opens at' }), '08:00');
  paste(await screen.findByRole('group', { name: 'Closes at' }), '21:45');
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Quốc Tử Giám');
  // A new address is in the 2025 units; this one is written in the legacy units.
  expect(screen.getByRole('radio', { name: '2025 units (34 provinces)' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Before 1 July 2025 (with districts)' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province / City' })).toBeEnabled());
  await pick(user, 'Province / City', 'ha noi', 'Thành phố Hà Nội');
  await pick(user, 'District', 'dong da', 'Quận Đống Đa');
  await pick(user, 'Ward / Commune', 'van mieu', 'Phường Văn Miếu');
  await user.type(screen.getByRole('textbox', { name: 'Location (latitude/longitude)' }), '21.0285/105.8355');
  // Without a maps key the merchant is told the format in their words, never the operator's setting.
  expect(screen.getByRole('textbox', { name: 'Location (latitude/longitude)' })).toHaveAccessibleDescription(/^Latitude\/longitude, e\.g\. 21\.0575491\/105\.7909262\./);
  expect(document.body.textContent).not.toMatch(/GOOGLE_MAPS|Maps key/);
  expect(screen.getByRole('link', { name: 'Open this point on a map' })).toHaveAttribute('href', expect.stringContaining('query=21.0285,105.8355'));
  await user.upload(screen.getByLabelText('Add a photo'), new NodeFile(['jpeg'], 'front.jpg', { type: 'image/jpeg' }) as unknown as File);
  const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
  expect(dialog.querySelector('canvas')).toHaveStyle({ width: '290px', height: '300px' });
  await user.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));
  expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', `/api/file/${NEW_PHOTO}`);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/shop/createShop')).toHaveLength(1));
  expect(api.sent('POST', '/api/shop/createShop')[0].body).toEqual({
    code: 'HN-02', name: 'Cửa hàng Đống Đa', phone: '0901 234 567', email: 'dd@shop.vn', opensAt: '08:00', closesAt: '21:45',
    address: '1 Quốc Tử Giám', area: { system: 'legacy', provinceCode: '01', districtCode: '006', wardCode: '00181' },
    latitude: 21.0285, longitude: 105.8355, photos: [NEW_PHOTO],
  });
  await waitFor(() => expect(address()).toBe('/shop/detail/9'));
});

test('refuses to send half the opening hours, saying why', async () => {
  const api = shopsApi();
  const { user } = renderShops('/shop/create');
  await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'X');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'X');
  paste(await screen.findByRole('group', { name: 'Opens at' }), '08:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Give both opening and closing times, or neither.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/shop/createShop')).toHaveLength(0);
});

test('edits a shop: the stored values shown, photos reordered and one removed, the whole shop sent with its id', async () => {
  const api = shopsApi();
  const { user } = renderShops('/shop/edit/3', { locale: 'vi' });
  await screen.findByRole('heading', { level: 1, name: 'Sửa cửa hàng' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mã' })).toHaveValue('HN-01'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Phường / Xã' })).toHaveValue('Phường Phúc Xá'));
  expect(screen.getByRole('textbox', { name: 'Vị trí (vĩ độ/kinh độ)' })).toHaveValue('21.0575491/105.7909262');
  await user.click(screen.getByRole('button', { name: 'Chuyển ảnh 2 lên trước' }));
  await user.click(screen.getByRole('button', { name: 'Xoá ảnh 2' }));
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(api.sent('POST', '/api/shop/updateShop')).toHaveLength(1));
  expect(api.sent('POST', '/api/shop/updateShop')[0].body).toMatchObject({
    id: 3, code: 'HN-01', opensAt: '22:00', closesAt: '02:00', area: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' },
    latitude: 21.0575491, longitude: 105.7909262, photos: [PHOTO_ID_2],
  });
});

test('Save waits for a photo still uploading, saying so; a photo moved meanwhile stays where it was put', async () => {
  let release: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => { release = resolve; });
  const api = shopsApi({
    'POST /api/file/upload-image': async () => {
      await uploaded;
      return { body: { err: 200, message: 'ok', data: `/api/file/${NEW_PHOTO}` } };
    },
  });
  const { user } = renderShops('/shop/edit/3');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('HN-01'));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' (mới)');
  await user.upload(screen.getByLabelText('Add a photo'), new NodeFile(['jpeg'], 'front.jpg', { type: 'image/jpeg' }) as unknown as File);
  await user.click(within(await screen.findByRole('dialog', { name: 'Crop the image' })).getByRole('button', { name: 'Crop and upload' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A photo is still uploading: save once it is in.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/shop/updateShop')).toHaveLength(0);
  // Photo 2 first while the new one is on its way: the upload's end keeps that order.
  await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
  release();
  expect(await screen.findByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', `/api/file/${NEW_PHOTO}`);
  expect(screen.queryByText('A photo is still uploading: save once it is in.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/shop/updateShop')).toHaveLength(1));
  expect((api.sent('POST', '/api/shop/updateShop')[0].body as { photos: string[] }).photos).toEqual([PHOTO_ID_2, expect.any(String), NEW_PHOTO]);
});

test('a refusal of the server is said under the field it names: a duplicate code', async () => {
  const api = shopsApi({
    'POST /api/shop/updateShop': { status: 400, body: { err: 400, message: 'app.shops.errors.duplicateCode', data: { field: 'code', code: 'HCM-01' } } },
  });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user } = renderShops('/shop/edit/3');
  const code = await screen.findByRole('textbox', { name: 'Code' });
  await waitFor(() => expect(code).toHaveValue('HN-01'));
  await user.clear(code);
  await user.type(code, 'HCM-01');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/shop/updateShop')).toHaveLength(1));
  // The reason shows under the input it is about; no generic "Bad Request" beside it.
  await waitFor(() => expect(code).toHaveAccessibleDescription('Another shop already has this code.'));
  expect(screen.queryByText('Bad Request')).toBeNull();
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
});

test('a save the server fails is said once, in the user\'s language (react-admin says nothing beside the app\'s notice)', async () => {
  const api = shopsApi({ 'POST /api/shop/updateShop': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user, queuedNotices } = renderShops('/shop/edit/3', { locale: 'vi' });
  const code = await screen.findByRole('textbox', { name: 'Mã' });
  await waitFor(() => expect(code).toHaveValue('HN-01'));
  await user.type(code, '2');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  expect(await screen.findByText('Lỗi máy chủ nội bộ')).toBeInTheDocument();
  expect(api.sent('POST', '/api/shop/updateShop')).toHaveLength(1);
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  // Nothing waits behind it (react-admin's own notice of the error's bare message did).
  expect(queuedNotices()).toBe(0);
});
