import EarnPointList from '../../../../src/resources/earnPoints/EarnPointList';
import ExportedReportList from '../../../../src/resources/exportedReports/ExportedReportList';
import CreateSettlement from '../../../../src/resources/settlementPoints/CreateSettlement';
import SettlementList from '../../../../src/resources/settlementPoints/SettlementList';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The loyalty screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderLoyalty = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/earn-point-history', EarnPointList, 'app.screens.earnPointHistory'],
  ['/settlement-point', SettlementList, 'app.screens.settlementPoint'],
  ['/createSettlementPoint', CreateSettlement, 'app.screens.createSettlementPoint'],
  ['/exportedReports', ExportedReportList, 'app.screens.exportedReports'],
], path, options);
