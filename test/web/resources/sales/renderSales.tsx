import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../../src/app/NoticeBridge';
import { createAppDataProvider } from '../../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../../src/dynamic/pages';
import type { Locale } from '../../../../src/i18n/locales';
import ExportedReportList from '../../../../src/resources/exportedReports/ExportedReportList';
import TransactionList from '../../../../src/resources/transactions/TransactionList';
import TransactionShow from '../../../../src/resources/transactions/TransactionShow';
import { TestAdmin } from '../../support/TestAdmin';

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/**
 * The sales screens as the shell mounts them: the app's data provider (merchant resources → their calls), the HTTP
 * client's notices and react-admin's notifications, at `path` in a memory router.
 */
export const renderSales = (path: string, { locale = 'en', authProvider }: { locale?: Locale; authProvider?: AuthProvider } = {}) => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={createAppDataProvider(createPageRegistry())} authProvider={authProvider} locale={locale}>
        <Routes>
          <Route path="/transaction-history" element={<TransactionList titleKey="app.screens.transactionHistory" />} />
          <Route path="/transaction-detail/:id" element={<TransactionShow titleKey="app.screens.transactionDetail" />} />
          <Route path="/exportedReports" element={<ExportedReportList titleKey="app.screens.exportedReports" />} />
        </Routes>
        <NoticeBridge />
        <Notification />
        <Address />
      </TestAdmin>
    </MemoryRouter>,
  );
  return { ...view, user, address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent };
};
