import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../../src/app/NoticeBridge';
import { createAppDataProvider } from '../../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../../src/dynamic/pages';
import type { Locale } from '../../../../src/i18n/locales';
import ShopCreate from '../../../../src/resources/shops/ShopCreate';
import ShopEdit from '../../../../src/resources/shops/ShopEdit';
import ShopList from '../../../../src/resources/shops/ShopList';
import ShopShow from '../../../../src/resources/shops/ShopShow';
import { TestAdmin } from '../../support/TestAdmin';

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/** The shop screens as the shell mounts them: the app's data provider, the HTTP client's notices, a memory router. */
export const renderShops = (path: string, { locale = 'en' }: { locale?: Locale } = {}) => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={createAppDataProvider(createPageRegistry())} locale={locale}>
        <Routes>
          <Route path="/shops" element={<ShopList titleKey="app.screens.shops" />} />
          <Route path="/shop/detail/:id" element={<ShopShow titleKey="app.screens.shopDetail" />} />
          <Route path="/shop/create" element={<ShopCreate titleKey="app.screens.shopCreate" />} />
          <Route path="/shop/edit/:id" element={<ShopEdit titleKey="app.screens.shopEdit" />} />
        </Routes>
        <NoticeBridge />
        <Notification />
        <Address />
      </TestAdmin>
    </MemoryRouter>,
  );
  return { ...view, user, address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent };
};
