import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import type { EarnPointRow } from '../../api/loyalty';
import { formatDateTime } from '../../core/formatDate';
import { DEFAULT_LOYALTY_SORT, earnPointFiltersOf } from './data';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
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
 * /earn-point-history (spec §2): earnPointHistory through react-admin's List (data.ts):
 * the points customers earned, redeemed, lost to expiry or settled at the caller's shops, their phones masked by the
 * server; the loyalty rules above; filters by period, shop, kind and phone; Export as a job.
 */
const EarnPointList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const filters = useEarnPointFilters();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.earnPoints.empty')}</Typography>;
  const customerOf = (row: EarnPointRow) => row.customerPhone ?? translate('app.earnPoints.noCustomer');
  const shopOf = (row: EarnPointRow) => row.shopName ?? translate('app.earnPoints.noShop');
  // On a phone: the kind and points, when, the customer, the shop and the sale.
  const entry = (row: EarnPointRow) => ({
    primary: translate(`app.loyalty.kinds.${row.kind}`),
    tertiary: <PointsValue points={row.points} />,
    secondary: [
      formatDateTime(row.createdAt),
      <Fact label={translate('app.earnPoints.fields.customer')}>{customerOf(row)}</Fact>,
      <Fact label={translate('app.earnPoints.fields.shop')}>{shopOf(row)}</Fact>,
      row.transactionReference ? <Fact label={translate('app.earnPoints.fields.transaction')}>{row.transactionReference}</Fact> : null,
    ],
  });
  return (
    <ExportableList resource="earnPoints" titleKey={titleKey} filters={filters} sort={DEFAULT_LOYALTY_SORT} startExport={startExport} intro={<LoyaltyRulesPanel />}>
      <ResponsiveRows entry={entry} empty={empty}>
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <Col source="createdAt" label="app.earnPoints.fields.createdAt" render={(row) => formatDateTime(row.createdAt)} />
          <Col source="customerPhone" label="app.earnPoints.fields.customer" disableSort render={customerOf} />
          <Col source="shopName" label="app.earnPoints.fields.shop" disableSort render={shopOf} />
          <Col source="transactionReference" label="app.earnPoints.fields.transaction" disableSort render={(row) => row.transactionReference ?? '—'} />
          <Col source="kind" label="app.earnPoints.fields.kind" disableSort render={(row) => translate(`app.loyalty.kinds.${row.kind}`)} />
          <Col align="right" source="points" label="app.earnPoints.fields.points" render={(row) => <PointsValue points={row.points} />} />
        </DataTable>
      </ResponsiveRows>
    </ExportableList>
  );
};

export default EarnPointList;
