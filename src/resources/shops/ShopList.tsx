import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import type { ShopRow } from '../../api/shops';
import { formatDate } from '../../core/formatDate';
import { DEFAULT_SHOP_SORT, shopFiltersOf } from './data';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import type { ScreenProps } from '../screen';
import { shopAreaText } from './shopText';
import { ShopStatusChip } from './ShopStatusChip';
import { startShopExport } from './shopsApi';
import { useShopFilters } from './shopFilters';

const Col = DataTable.Col<ShopRow>;

/** The file holds the rows the list shows: the same filters' mapping, by name. */
const startExport = ({ filterValues, format, locale }: ExportStart) => startShopExport({ queryInput: shopFiltersOf(filterValues), format, locale });

const CreateButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'shops', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={RouterLink} to="/shop/create" size="small" startIcon={<AddIcon />}>
      {translate('app.shops.create')}
    </Button>
  );
};

/**
 * /shops and /shop/export (spec §2): findShops through react-admin's List (data.ts):
 * the merchant's shops with their status, searched by name or code, filtered by province, district and status,
 * sorted and paged; a row opens its detail; Export as a job (kind 'shops').
 */
const ShopList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const filters = useShopFilters();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.shops.empty')}</Typography>;
  // On a phone: the name and status, the code and phone, the area.
  const entry = (row: ShopRow) => ({
    primary: row.name,
    tertiary: <ShopStatusChip status={row.status} />,
    secondary: [[row.code, row.phone].filter(Boolean).join(' · '), shopAreaText(row)],
    to: `/shop/detail/${row.id}`,
  });
  return (
    <ExportableList resource="shops" titleKey={titleKey} filters={filters} sort={DEFAULT_SHOP_SORT} startExport={startExport} actions={<CreateButton />}>
      <ResponsiveRows entry={entry} empty={empty}>
        <DataTable rowClick={(id) => `/shop/detail/${id}`} bulkActionButtons={false} empty={empty}>
          <Col source="code" label="app.shops.fields.code" />
          <Col source="name" label="app.shops.fields.name" />
          <Col source="wardName" label="app.shops.fields.area" disableSort render={(row) => shopAreaText(row) || '—'} />
          <Col source="phone" label="app.shops.fields.phone" disableSort render={(row) => row.phone ?? '—'} />
          <Col source="status" label="app.shops.fields.status" disableSort render={(row) => <ShopStatusChip status={row.status} />} />
          <Col source="createdAt" label="app.shops.fields.createdAt" render={(row) => formatDate(row.createdAt)} />
        </DataTable>
      </ResponsiveRows>
    </ExportableList>
  );
};

export default ShopList;
