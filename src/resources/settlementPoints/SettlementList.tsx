import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataTable, SelectInput, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SETTLEMENT_STATUSES, type SettlementRow } from '../../api/loyalty';
import { formatDate, formatDateTime } from '../../core/formatDate';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { DEFAULT_SETTLEMENT_SORT, SETTLEMENT_FILTER, settlementFiltersOf } from './data';
import { periodFilterInputs } from '../../ui/dateRange/periodFilterInputs';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';
import { startSettlementExport } from './settlementApi';
import { SettlementStatusChip } from './SettlementStatusChip';

const Col = DataTable.Col<SettlementRow>;
const STATUS_CHOICES = SETTLEMENT_STATUSES.map((status) => ({ id: status, name: `app.loyalty.statuses.${status}` }));

const FILTERS = [
  ...periodFilterInputs(),
  <SelectInput key={SETTLEMENT_FILTER.status} source={SETTLEMENT_FILTER.status} label="app.settlementPoints.fields.status" choices={STATUS_CHOICES} emptyText="app.dateRange.any" alwaysOn />,
];

const startExport = ({ filterValues, format, locale }: ExportStart) =>
  startSettlementExport({ queryInput: settlementFiltersOf(filterValues), format, locale });

/** "Create settlement", for users who may request one. */
const CreateSettlementButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'settlementPoints', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={RouterLink} to="/createSettlementPoint" size="small" startIcon={<AddIcon />}>
      {translate('app.settlementPoints.create')}
    </Button>
  );
};

/**
 * /settlement-point (spec §2): settlementPointHistory through react-admin's List: each settlement's period, points,
 * rate and amount in đồng, its status (requested → approved → paid, or rejected with the staff's reason) and dates;
 * filters by request date and status; Export as a job; "Create settlement" opens /createSettlementPoint.
 */
const SettlementList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.settlementPoints.empty')}</Typography>;
  const periodOf = (row: SettlementRow) => translate('app.settlementPoints.periodValue', { from: formatDate(row.periodFrom), to: formatDate(row.periodTo) });
  const field = (name: string) => translate(`app.settlementPoints.fields.${name}`);
  // On a phone: the period and amount, the status (and a refusal's reason), the points at their rate, the dates.
  const entry = (row: SettlementRow) => ({
    primary: periodOf(row),
    tertiary: formatMoney(row.amount, locale),
    secondary: [
      <>
        <SettlementStatusChip status={row.status} /> {row.reason ?? ''}
      </>,
      <>
        <Fact label={field('points')}>{formatCount(row.points, locale)}</Fact> · <Fact label={field('rate')}>{formatMoney(row.rate, locale)}</Fact>
      </>,
      <Fact label={field('createdAt')}>{formatDateTime(row.createdAt)}</Fact>,
      row.decidedAt ? <Fact label={field('decidedAt')}>{formatDateTime(row.decidedAt)}</Fact> : null,
    ],
  });
  return (
    <ExportableList resource="settlementPoints" titleKey={titleKey} filters={FILTERS} sort={DEFAULT_SETTLEMENT_SORT} startExport={startExport} actions={<CreateSettlementButton />}>
      <ResponsiveRows entry={entry} empty={empty}>
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <Col source="createdAt" label="app.settlementPoints.fields.createdAt" render={(row) => formatDateTime(row.createdAt)} />
          <Col
            source="periodFrom"
            label="app.settlementPoints.fields.period"
            disableSort
            render={periodOf}
          />
          <Col align="right" source="points" label="app.settlementPoints.fields.points" disableSort render={(row) => formatCount(row.points, locale)} />
          <Col align="right" source="rate" label="app.settlementPoints.fields.rate" disableSort render={(row) => formatMoney(row.rate, locale)} />
          <Col align="right" source="amount" label="app.settlementPoints.fields.amount" render={(row) => formatMoney(row.amount, locale)} />
          <Col source="status" label="app.settlementPoints.fields.status" disableSort render={(row) => <SettlementStatusChip status={row.status} />} />
          <Col source="reason" label="app.settlementPoints.fields.reason" disableSort render={(row) => row.reason ?? ''} />
          <Col source="decidedAt" label="app.settlementPoints.fields.decidedAt" disableSort render={(row) => formatDateTime(row.decidedAt)} />
        </DataTable>
      </ResponsiveRows>
    </ExportableList>
  );
};

export default SettlementList;
