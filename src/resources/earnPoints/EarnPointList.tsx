import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import type { EarnPointRow } from '../../api/loyalty';
import { formatDateTime } from '../../core/formatDate';
import { DEFAULT_LOYALTY_SORT, earnPointFiltersOf } from '../../dataProvider/loyaltyQuery';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import type { ScreenProps } from '../screen';
import { useEarnPointFilters } from './earnPointFilters';
import { startEarnPointExport } from './loyaltyApi';
import { LoyaltyRulesPanel } from './LoyaltyRulesPanel';
import { PointsValue } from './PointsValue';

const Col = DataTable.Col<EarnPointRow>;

/** The file holds the rows the list shows: the same filters' mapping; newest first, as the list opens. */
const startExport = ({ filterValues, format, locale }: ExportStart) =>
  startEarnPointExport({ queryInput: earnPointFiltersOf(filterValues), format, locale });

/**
 * /earn-point-history (spec §2): earnPointHistory through react-admin's List (src/dataProvider/merchantResources.ts):
 * the points customers earned, redeemed, lost to expiry or settled at the caller's shops, their phones masked by the
 * server; the loyalty rules above; filters by period, shop, kind and phone; Export as a job.
 */
const EarnPointList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const filters = useEarnPointFilters();
  return (
    <ExportableList resource="earnPoints" titleKey={titleKey} filters={filters} sort={DEFAULT_LOYALTY_SORT} startExport={startExport} intro={<LoyaltyRulesPanel />}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{translate('app.earnPoints.empty')}</Typography>}>
        <Col source="createdAt" label="app.earnPoints.fields.createdAt" render={(row) => formatDateTime(row.createdAt)} />
        <Col source="customerPhone" label="app.earnPoints.fields.customer" disableSort render={(row) => row.customerPhone ?? translate('app.earnPoints.noCustomer')} />
        <Col source="shopName" label="app.earnPoints.fields.shop" disableSort render={(row) => row.shopName ?? translate('app.earnPoints.noShop')} />
        <Col source="transactionReference" label="app.earnPoints.fields.transaction" disableSort render={(row) => row.transactionReference ?? '—'} />
        <Col source="kind" label="app.earnPoints.fields.kind" disableSort render={(row) => translate(`app.loyalty.kinds.${row.kind}`)} />
        <Col align="right" source="points" label="app.earnPoints.fields.points" render={(row) => <PointsValue points={row.points} />} />
      </DataTable>
    </ExportableList>
  );
};

export default EarnPointList;
