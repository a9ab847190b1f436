// The baseline of `npm run bench`: the smallest react-admin app with a login page — one resource,
// ra-data-simple-rest, react-admin's default login page — built with the same toolchain as the product.
import { createRoot } from 'react-dom/client';
import { Admin, type AuthProvider, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: () => (localStorage.getItem('session') ? Promise.resolve() : Promise.reject()),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} requireAuth>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
