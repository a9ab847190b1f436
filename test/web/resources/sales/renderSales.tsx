import ExportedReportList from '../../../../src/resources/exportedReports/ExportedReportList';
import TransactionList from '../../../../src/resources/transactions/TransactionList';
import TransactionShow from '../../../../src/resources/transactions/TransactionShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The sales screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderSales = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/transaction-history', TransactionList, 'app.screens.transactionHistory'],
  ['/transaction-detail/:id', TransactionShow, 'app.screens.transactionDetail'],
  ['/exportedReports', ExportedReportList, 'app.screens.exportedReports'],
], path, options);
