import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { DataTable, Link, useLocaleState, useTranslate } from 'react-admin';
import type { TransactionRow } from '../../api/sales';
import { formatDateTime } from '../../core/formatDate';
import { formatMoney } from '../../core/formatMoney';
import { signedAmount } from '../../core/moneyDirection';
import { serviceName } from '../../core/salesTerms';
import { DEFAULT_TRANSACTION_SORT, transactionFiltersOf, transactionSortOf } from './data';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';
import { TransactionStatusChip } from './TransactionStatusChip';
import { useTransactionFilters } from './transactionFilters';
import { startTransactionExport } from './transactionsApi';

export const detailPath = (id: string | number) => `/transaction-detail/${encodeURIComponent(String(id))}`;

const Col = DataTable.Col<TransactionRow>;

/** The export holds exactly the rows the list shows: the same mapping of filters and sort as findTransactions'. */
const startExport = ({ filterValues, sort, format, locale }: ExportStart) =>
  startTransactionExport({ queryInput: transactionFiltersOf(filterValues), sort: transactionSortOf(sort), format, locale });

/**
 * /transaction-history (spec §2): findTransactions through react-admin's List (data.ts),
 * with the filters, sort by date and amount, 20 rows a page, the row count, and Export. A row opens its detail;
 * by keyboard through the link of its reference.
 */
const TransactionList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useTransactionFilters();
  const money = (amount: number) => formatMoney(amount, locale);
  const empty = <Typography sx={{ p: 2 }}>{translate('app.transactions.empty')}</Typography>;
  const shopOf = (record: TransactionRow) => record.shopName ?? translate('app.transactions.noShop');
  // On a phone: the reference and amount, when, the status with the kind of sale, and the shop.
  const entry = (record: TransactionRow) => ({
    primary: record.reference,
    tertiary: money(signedAmount(record.type, record.amount)),
    secondary: [
      formatDateTime(record.createdAt),
      <>
        <TransactionStatusChip status={record.status} /> {translate(`app.sales.types.${record.type}`)} · {serviceName(record.serviceCode, locale)}
      </>,
      <Fact label={translate('app.transactions.fields.shop')}>{shopOf(record)}</Fact>,
    ],
    to: detailPath(record.id),
  });
  return (
    <ExportableList resource="transactions" titleKey={titleKey} filters={filters} sort={DEFAULT_TRANSACTION_SORT} startExport={startExport}>
      <ResponsiveRows entry={entry} empty={empty}>
        <DataTable rowClick={(id) => detailPath(id)} bulkActionButtons={false} empty={empty}>
          <Col
            source="reference"
            label="app.transactions.fields.reference"
            disableSort
            render={(record) => (
              <Link to={detailPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                {record.reference}
              </Link>
            )}
          />
          <Col source="createdAt" label="app.transactions.fields.createdAt" render={(record) => formatDateTime(record.createdAt)} />
          <Col align="right" source="amount" label="app.transactions.fields.amount" render={(record) => money(signedAmount(record.type, record.amount))} />
          <Col align="right" source="fee" label="app.transactions.fields.fee" disableSort render={(record) => money(record.fee)} />
          <Col source="status" label="app.transactions.fields.status" disableSort render={(record) => <TransactionStatusChip status={record.status} />} />
          <Col source="type" label="app.transactions.fields.type" disableSort render={(record) => translate(`app.sales.types.${record.type}`)} />
          <Col source="serviceCode" label="app.transactions.fields.service" disableSort render={(record) => serviceName(record.serviceCode, locale)} />
          <Col source="shopName" label="app.transactions.fields.shop" disableSort render={shopOf} />
        </DataTable>
      </ResponsiveRows>
    </ExportableList>
  );
};

export default TransactionList;
