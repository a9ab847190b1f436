import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressInput, areaRequired } from '../../../src/address';
import { renderInForm } from '../support/renderInForm';

const combo = (name: string) => screen.getByRole('combobox', { name });

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, typed: string, option: string) => {
  await user.clear(combo(name));
  await user.type(combo(name), typed);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
};

const LEGACY = 'Before 1 July 2025 (with districts)';
const UNITS_2025 = '2025 units (34 provinces)';

describe('a new address: the 2025 units, province → ward', () => {
  test('starts in the 2025 units, with no district, and saves the whole value', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" label="Address" />);
    expect(screen.getByRole('radio', { name: UNITS_2025 })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    await waitFor(() => expect(combo('Province / City')).toBeEnabled());
    expect(combo('Ward / Commune')).toBeDisabled();

    await pick(user, 'Province / City', 'ha noi', 'Thành phố Hà Nội');
    // No district to choose first: the wards of the whole province are searched, without diacritics.
    await pick(user, 'Ward / Commune', 'phuong ba dinh', 'Phường Ba Đình');
    expect(await save()).toEqual({ address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: '00004' } });
  });

  test('the ward list holds every ward of the chosen province, and only those', async () => {
    const user = userEvent.setup();
    renderInForm(<AddressInput source="address" />, { record: { address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: null } } });
    await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội'));
    await user.click(combo('Ward / Commune'));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(126);
    // 'Phường Sài Gòn' is a ward of Hồ Chí Minh City: not offered under Hà Nội.
    await user.type(combo('Ward / Commune'), 'sai gon');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  test('a ward that is not in the province is not shown', async () => {
    renderInForm(<AddressInput source="address" />, { record: { address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: '26740' } } });
    await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội'));
    expect(combo('Ward / Commune')).toHaveValue('');
  });

  test('changing the province clears the ward', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" />, {
      record: { address: { system: '2025', provinceCode: '79', districtCode: null, wardCode: '26740' } },
    });
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Sài Gòn'));
    await pick(user, 'Province / City', 'da nang', 'Thành phố Đà Nẵng');
    expect(combo('Ward / Commune')).toHaveValue('');
    expect(await save()).toEqual({ address: { system: '2025', provinceCode: '48', districtCode: null, wardCode: null } });
  });
});

describe('switching the system of an address', () => {
  test('clears the codes, shows the district level, and writes the legacy system', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" label="Address" />, {
      record: { address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: '00004' } },
    });
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Ba Đình'));
    await user.click(screen.getByRole('radio', { name: LEGACY }));
    expect(screen.getByRole('radio', { name: LEGACY })).toBeChecked();
    await waitFor(() => expect(combo('Province / City')).toBeEnabled());
    expect(combo('Province / City')).toHaveValue('');
    expect(combo('District')).toBeDisabled();
    expect(combo('Ward / Commune')).toHaveValue('');
    expect(await save()).toEqual({ address: { system: 'legacy', provinceCode: null, districtCode: null, wardCode: null } });

    await pick(user, 'Province / City', 'ha noi', 'Thành phố Hà Nội');
    await pick(user, 'District', 'dong da', 'Quận Đống Đa');
    await pick(user, 'Ward / Commune', 'van mieu', 'Phường Văn Miếu');
    expect(await save()).toEqual({ address: { system: 'legacy', provinceCode: '01', districtCode: '006', wardCode: '00181' } });
  });

  test('is a radio group the keyboard moves through', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" />, {
      record: { address: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' } },
    });
    expect(screen.getByRole('radiogroup', { name: 'Administrative units' })).toBeInTheDocument();
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Phúc Xá'));
    // Clicking the chosen radio changes nothing (no codes cleared) and puts the focus in the group.
    await user.click(screen.getByRole('radio', { name: LEGACY }));
    expect(combo('Ward / Commune')).toHaveValue('Phường Phúc Xá');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: UNITS_2025 })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    await waitFor(() => expect(combo('Province / City')).toBeEnabled());
    expect(await save()).toEqual({ address: { system: '2025', provinceCode: null, districtCode: null, wardCode: null } });
  });
});

describe('a legacy address: province → district → ward, as before 1 July 2025', () => {
  test('is shown in the legacy units: ward 00004 is Trúc Bạch there, not the 2025 Ba Đình', async () => {
    renderInForm(<AddressInput source="address" />, { record: { address: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00004' } } });
    expect(screen.getByRole('radio', { name: LEGACY })).toBeChecked();
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Trúc Bạch'));
    expect(combo('District')).toHaveValue('Quận Ba Đình');
    expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội');
  });

  test('a value written before addresses had a system, holding codes, is read as legacy and saved with its system', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" />, { record: { address: { provinceCode: '01', districtCode: '001', wardCode: '00004' } } });
    expect(screen.getByRole('radio', { name: LEGACY })).toBeChecked();
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Trúc Bạch'));
    await pick(user, 'Ward / Commune', 'phuc xa', 'Phường Phúc Xá');
    expect(await save()).toEqual({ address: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' } });
  });

  test('the district list holds only the chosen province’s districts', async () => {
    const user = userEvent.setup();
    renderInForm(<AddressInput source="address" />, { record: { address: { system: 'legacy', provinceCode: '01', districtCode: null, wardCode: null } } });
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
      record: { address: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' } },
    });
    await waitFor(() => expect(combo('Ward / Commune')).toHaveValue('Phường Phúc Xá'));
    expect(combo('District')).toHaveValue('Quận Ba Đình');

    await pick(user, 'Province / City', 'da nang', 'Thành phố Đà Nẵng');
    expect(combo('District')).toHaveValue('');
    expect(combo('Ward / Commune')).toHaveValue('');
    expect(combo('Ward / Commune')).toBeDisabled();
    expect(await save()).toEqual({ address: { system: 'legacy', provinceCode: '48', districtCode: null, wardCode: null } });
  });

  test('a district that is not under the province is not shown', async () => {
    renderInForm(<AddressInput source="address" />, { record: { address: { system: 'legacy', provinceCode: '48', districtCode: '001', wardCode: '00001' } } });
    await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Đà Nẵng'));
    expect(combo('District')).toHaveValue('');
    expect(combo('Ward / Commune')).toHaveValue('');
  });
});

test('labels and messages in Vietnamese', async () => {
  const user = userEvent.setup();
  renderInForm(<AddressInput source="address" label="Địa chỉ" />, { locale: 'vi' });
  expect(screen.getByRole('radiogroup', { name: 'Đơn vị hành chính' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Đơn vị từ năm 2025 (34 tỉnh, thành phố)' })).toBeChecked();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tỉnh / Thành phố' })).toBeEnabled());
  expect(screen.getByRole('combobox', { name: 'Phường / Xã' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Trước ngày 1/7/2025 (có quận, huyện)' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tỉnh / Thành phố' })).toBeEnabled());
  expect(screen.getByRole('combobox', { name: 'Quận / Huyện' })).toBeDisabled();
});

describe('areaRequired', () => {
  test('refuses an address that does not reach a ward, in either system, and marks the field required', async () => {
    const user = userEvent.setup();
    const { save } = renderInForm(<AddressInput source="address" label="Address" validate={areaRequired()} />, {
      record: { address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: null } },
    });
    expect(screen.getByText('*', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội'));
    expect(await save()).toBeNull();
    expect(await screen.findByText('Choose the province and the ward')).toBeInTheDocument();
    await pick(user, 'Ward / Commune', 'ba dinh', 'Phường Ba Đình');
    expect(await save()).toEqual({ address: { system: '2025', provinceCode: '01', districtCode: null, wardCode: '00004' } });
  });

  test('in the legacy units the district is needed too', async () => {
    const { save } = renderInForm(<AddressInput source="address" validate={areaRequired()} />, {
      record: { address: { system: 'legacy', provinceCode: '01', districtCode: null, wardCode: '00001' } },
    });
    await waitFor(() => expect(combo('Province / City')).toHaveValue('Thành phố Hà Nội'));
    expect(await save()).toBeNull();
    expect(await screen.findByText('Choose the province, the district and the ward')).toBeInTheDocument();
  });
});
