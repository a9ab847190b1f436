import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { AddressInput } from '../../../src/address';
import { renderInForm } from '../support/renderInForm';

// axe's structural rules (names, roles, labels, nesting); colour contrast needs a real browser's layout.
const violations = async (element: Element) =>
  (await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.help}`);

// jsdom has no canvas; it reports so on the console (a failure here) where a browser without one answers null,
// which axe handles (it measures text with a canvas for its icon-font checks).
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

test.each([
  ['2025', { system: '2025', provinceCode: '01', districtCode: null, wardCode: '00004' }, 'Phường Ba Đình'],
  ['legacy', { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' }, 'Phường Phúc Xá'],
])('the %s picker has no accessibility violation axe can see', async (_system, address, ward) => {
  const { container } = renderInForm(<AddressInput source="address" label="Address" />, { record: { address } });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ward / Commune' })).toHaveValue(ward));
  expect(await violations(container)).toEqual([]);
});
