import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../../src/app/NoticeBridge';
import { createAppDataProvider } from '../../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../../src/dynamic/pages';
import type { Locale } from '../../../../src/i18n/locales';
import DeviceCreate from '../../../../src/resources/devices/DeviceCreate';
import EmployeeCreate from '../../../../src/resources/submerchants/EmployeeCreate';
import EmployeeEdit from '../../../../src/resources/submerchants/EmployeeEdit';
import EmployeeList from '../../../../src/resources/submerchants/EmployeeList';
import EmployeeShow from '../../../../src/resources/submerchants/EmployeeShow';
import { TestAdmin } from '../../support/TestAdmin';

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/** The employee and device screens as the shell mounts them: the app's data provider, notices, a memory router. */
export const renderEmployees = (path: string, { locale = 'en' }: { locale?: Locale } = {}) => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={createAppDataProvider(createPageRegistry())} locale={locale}>
        <Routes>
          <Route path="/submerchants" element={<EmployeeList titleKey="app.screens.submerchants" />} />
          <Route path="/submerchant/detail/:id" element={<EmployeeShow titleKey="app.screens.submerchantDetail" />} />
          <Route path="/submerchant/create" element={<EmployeeCreate titleKey="app.screens.submerchantCreate" />} />
          <Route path="/submerchant/edit/:id" element={<EmployeeEdit titleKey="app.screens.submerchantEdit" />} />
          <Route path="/device/create/:id" element={<DeviceCreate titleKey="app.screens.deviceCreate" />} />
        </Routes>
        <NoticeBridge />
        <Notification />
        <Address />
      </TestAdmin>
    </MemoryRouter>,
  );
  return { ...view, user, address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent };
};
