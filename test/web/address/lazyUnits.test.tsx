import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressInput } from '../../../src/address';
import { renderInForm } from '../support/renderInForm';

// Which data modules the picker has imported. The real modules run: the factories only note when each one is
// first required, which is when the picker's dynamic import reaches it (each is a lazy chunk of the build).
const mockImported: string[] = [];
jest.mock('../../../src/address/areaIndex', () => {
  mockImported.push('legacy');
  return jest.requireActual('../../../src/address/areaIndex');
});
jest.mock('../../../src/address/areaIndex2025', () => {
  mockImported.push('2025');
  return jest.requireActual('../../../src/address/areaIndex2025');
});

test('each system’s data is imported only when an address in that system is shown', async () => {
  expect(mockImported).toEqual([]);
  const user = userEvent.setup();
  renderInForm(<AddressInput source="address" />, { record: { address: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' } } });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ward / Commune' })).toHaveValue('Phường Phúc Xá'));
  expect(mockImported).toEqual(['legacy']);

  await user.click(screen.getByRole('radio', { name: '2025 units (34 provinces)' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province / City' })).toBeEnabled());
  expect(mockImported).toEqual(['legacy', '2025']);
});
