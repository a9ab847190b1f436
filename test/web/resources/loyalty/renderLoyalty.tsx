import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../../src/app/NoticeBridge';
import { createAppDataProvider } from '../../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../../src/dynamic/pages';
import type { Locale } from '../../../../src/i18n/locales';
import EarnPointList from '../../../../src/resources/earnPoints/EarnPointList';
import ExportedReportList from '../../../../src/resources/exportedReports/ExportedReportList';
import CreateSettlement from '../../../../src/resources/settlementPoints/CreateSettlement';
import SettlementList from '../../../../src/resources/settlementPoints/SettlementList';
import { TestAdmin } from '../../support/TestAdmin';

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/** The loyalty screens as the shell mounts them: the app's data provider, the HTTP client's notices, a memory router. */
export const renderLoyalty = (path: string, { locale = 'en', authProvider }: { locale?: Locale; authProvider?: AuthProvider } = {}) => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={createAppDataProvider(createPageRegistry())} authProvider={authProvider} locale={locale}>
        <Routes>
          <Route path="/earn-point-history" element={<EarnPointList titleKey="app.screens.earnPointHistory" />} />
          <Route path="/settlement-point" element={<SettlementList titleKey="app.screens.settlementPoint" />} />
          <Route path="/createSettlementPoint" element={<CreateSettlement titleKey="app.screens.createSettlementPoint" />} />
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
