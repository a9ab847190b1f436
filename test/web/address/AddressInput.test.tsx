import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressInput } from '../../../src/address';
import { renderInForm } from '../support/renderInForm';

const combo = (name: string) => screen.getByRole('combobox', { name });

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, typed: string, option: string) => {
  await user.clear(combo(name));
  await user.type(combo(name), typed);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
};

test('province → district → ward, searched without diacritics, saved as codes', async () => {
  const user = userEvent.setup();
  const { save } = renderInForm(<AddressInput source="address" label="Address" />);
  expect(combo('District')).toBeDisabled();
  await waitFor(() => expect(combo('Province / City')).toBeEnabled());
  expect(combo('Ward / Commune')).toBeDisabled();

  await pick(user, 'Province / City', 'ha noi', 'Thành phố Hà Nội');
  await pick(user, 'District', 'dong da', 'Quận Đống Đa');
  await pick(user, 'Ward / Commune', 'van mieu', 'Phường Văn Miếu');
  expect(await save()).toEqual({ address: { provinceCode: '01', districtCode: '006', wardCode: '00181' } });
});

test('the district list holds only the chosen province’s districts', async () => {
  const user = userEvent.setup();
  renderInForm(<AddressInput source="address" />, { record: { address: { provinceCode: '01', districtCode: null, wardCode: null } } });
  await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội'));
  await user.click(combo('District'));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options).toHaveLength(30);
  expect(options[0]).toHaveTextContent('Quận Ba Đình');
  await user.keyboard('{Escape}');
});

test('changing the province clears the district and the ward', async () => {
  const user = userEvent.setup();
  const { save } = renderInForm(<AddressInput source="address" />, {
    record: { address: { provinceCode: '01', districtCode: '001', wardCode: '00001' } },
  });
  await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Phúc Xá'));
  expect(combo('District')).toHaveValue('Quận Ba Đình');

  await pick(user, 'Province / City', 'da nang', 'Thành phố Đà Nẵng');
  expect(combo('District')).toHaveValue('');
  expect(combo('Ward / Commune')).toHaveValue('');
  expect(combo('Ward / Commune')).toBeDisabled();
  expect(await save()).toEqual({ address: { provinceCode: '48', districtCode: null, wardCode: null } });
});

test('a district that is not under the province is not shown', async () => {
  renderInForm(<AddressInput source="address" />, { record: { address: { provinceCode: '48', districtCode: '001', wardCode: '00001' } } });
  await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Đà Nẵng'));
  expect(combo('District')).toHaveValue('');
  expect(combo('Ward / Commune')).toHaveValue('');
});

test('labels and messages in Vietnamese', async () => {
  renderInForm(<AddressInput source="address" label="Địa chỉ" />, { locale: 'vi' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tỉnh / Thành phố' })).toBeEnabled());
  expect(screen.getByRole('combobox', { name: 'Quận / Huyện' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Phường / Xã' })).toBeDisabled();
});
