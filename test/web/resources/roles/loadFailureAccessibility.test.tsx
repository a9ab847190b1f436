import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { rolesApi } from './rolesFixtures';
import { renderRoles } from './renderRoles';

/**
 * The roles screens' own states outside the browser walk's reach (it only meets lists that load): a list that failed,
 * with Try again, and a role opened from a copy link to no role. axe's structural rules, in both languages.
 */

// Colour contrast needs a real browser's layout; jsdom has no canvas (axe handles a null context).
const violations = async (element: Element) =>
  (await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.help}`);

const failing = { status: 500, body: { err: 500, message: 'internalServerError', data: null } };

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

test.each([
  ['en', 'This could not be loaded.', 'Try again'],
  ['vi', 'Không tải được nội dung này.', 'Thử lại'],
] as const)('a list that failed, in %s: said in words from the catalogue, with a named button, no axe violation', async (locale, text, retry) => {
  rolesApi({ 'POST /api/permission/findPermissions': failing });
  const { container } = renderRoles('/permission', { locale });
  expect(await screen.findByText(new RegExp(`^${text.replace('.', '\\.')}`))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  expect(await violations(container)).toEqual([]);
});

test.each([
  ['en', 'The role to copy does not exist (any more): this is a new, empty role.'],
  ['vi', 'Vai trò cần sao chép không (còn) tồn tại: đây là một vai trò mới, để trống.'],
] as const)('a copy link to no role, in %s: said from the catalogue, no axe violation', async (locale, text) => {
  rolesApi({ 'POST /api/clientrole/detailClientRoles': { status: 404, body: { err: 404, message: 'dataNotFound', data: null } } });
  const { container } = renderRoles('/role/create?copyFrom=99', { locale });
  expect(await screen.findByText(text)).toBeInTheDocument();
  await screen.findByRole('textbox', { name: locale === 'en' ? 'Name' : 'Tên' });
  expect(await violations(container)).toEqual([]);
});
