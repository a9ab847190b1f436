import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import type { PageDefinition } from '../../../../src/api/pageDefinition';
import { type PageRegistry, withPageAccess } from '../../../../src/dynamic/pages';
import { smallDefinition } from '../pages/pageFixture';
import { signInAs, userOf } from '../../support/users';
import { pageServer, type Row } from '../views/support/pageServer';
import { renderPage } from '../views/support/renderPage';

/** Issue 18 defect 10: a page of the engine opened by its address follows the page's `action`, as the menu does. */

const customers = (): Row[] => [{ id: 1, name: 'An Nguyễn', status: 'active' }];

/** The shell's decision for pages (withPageAccess) over a provider that refuses every fixed screen. */
const shellAccess = (registry: PageRegistry): AuthProvider =>
  withPageAccess(
    {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      canAccess: async () => false,
    },
    registry,
  );

/** Page 70, asking for an action the staff role does not hold. */
const guarded = (): PageDefinition => ({ ...smallDefinition(), action: 'exportsecrets' });

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('staff'));
});

test.each(['/form?page=70&mode=edit&id=1', '/list?page=70'])(
  '%s of a page whose action the user lacks says access denied and reads nothing',
  async (path) => {
    const server = pageServer([], { customers: customers() });
    renderPage(path, { pages: [guarded()], authProvider: shellAccess });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
    expect(screen.queryByText('An Nguyễn')).toBeNull();
    expect(server.sent('GET', '/api/records/customers')).toEqual([]);
  },
);

test('in Vietnamese too', async () => {
  pageServer([], { customers: customers() });
  renderPage('/form?page=70&mode=edit&id=1', { pages: [guarded()], authProvider: shellAccess, locale: 'vi' });
  expect(await screen.findByRole('heading', { name: 'Không có quyền truy cập' })).toBeInTheDocument();
  expect(screen.getByText('Bạn không có quyền truy cập trang này')).toBeInTheDocument();
});

test('a page whose action the user holds opens', async () => {
  pageServer([], { customers: customers() });
  renderPage('/list?page=70', { pages: [smallDefinition()], authProvider: shellAccess });
  expect(await screen.findByText('An Nguyễn')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
});
