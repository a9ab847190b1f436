import AddIcon from '@mui/icons-material/Add';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, Link, useCanAccess, useTranslate } from 'react-admin';
import type { EmployeeRow } from '../../api/submerchants';
import { formatDateTime } from '../../core/formatDate';
import { DEFAULT_EMPLOYEE_SORT, employeeFiltersOf } from './data';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { EmployeeStatusChip } from './EmployeeStatusChip';
import { useEmployeeFilters } from './employeeFilters';
import { startEmployeeExport } from './employeesApi';

export const employeeDetailPath = (id: string | number) => `/submerchant/detail/${encodeURIComponent(String(id))}`;

const Col = DataTable.Col<EmployeeRow>;

/** The export holds exactly the rows the list shows: the same mapping of filters as findSubmerchantList's. */
const startExport = ({ filterValues, format, locale }: ExportStart) =>
  startEmployeeExport({ queryInput: employeeFiltersOf(filterValues), format, locale });

const AddButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={RouterLink} to="/submerchant/create" size="small" startIcon={<AddIcon />}>
      {translate('app.submerchants.add')}
    </Button>
  );
};

/** For the owner: the team's security history and sessions (/team-activity). */
const TeamActivityLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'teamActivity', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={RouterLink} to="/team-activity" size="small" startIcon={<ManageSearchIcon />}>
      {translate('app.submerchants.teamActivity')}
    </Button>
  );
};

/**
 * /submerchants (spec §2): findSubmerchantList through react-admin's List with search and filters (shop, role,
 * status), sort, 20 rows a page, the count, Add and Export. A row opens the detail (by keyboard: its name's link);
 * Lock / Activate asks first, naming the person.
 */
const EmployeeList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const filters = useEmployeeFilters();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.submerchants.empty')}</Typography>;
  const shopsOf = (record: EmployeeRow) => record.shops.map((shop) => shop.name).join(', ');
  // On a phone: the name and status, the phone and role, the shops; Lock or Activate under it.
  const entry = (record: EmployeeRow) => ({
    primary: record.fullName,
    tertiary: <EmployeeStatusChip status={record.status} />,
    secondary: [
      [record.phone, record.roleName].filter(Boolean).join(' · '),
      record.shops.length ? <Fact label={translate('app.submerchants.fields.shops')}>{shopsOf(record)}</Fact> : null,
    ],
    to: employeeDetailPath(record.id),
    actions: <EmployeeStatusButton employee={record} />,
  });
  return (
    <ExportableList resource="employees" titleKey={titleKey} filters={filters} sort={DEFAULT_EMPLOYEE_SORT} startExport={startExport} actions={<><TeamActivityLink /><AddButton /></>}>
      <ResponsiveRows entry={entry} empty={empty}>
        <DataTable rowClick={(id) => employeeDetailPath(id)} bulkActionButtons={false} empty={empty}>
          <Col
            source="fullName"
            label="app.submerchants.fields.fullName"
            render={(record) => (
              <Link to={employeeDetailPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                {record.fullName}
              </Link>
            )}
          />
          <Col source="phone" label="app.submerchants.fields.phone" />
          <Col source="shops" label="app.submerchants.fields.shops" disableSort render={shopsOf} />
          <Col source="roleName" label="app.submerchants.fields.role" disableSort render={(record) => record.roleName ?? ''} />
          <Col source="status" label="app.submerchants.fields.status" render={(record) => <EmployeeStatusChip status={record.status} />} />
          <Col source="createdAt" label="app.submerchants.fields.createdAt" render={(record) => formatDateTime(record.createdAt)} />
          <Col source="id" label=" " disableSort render={(record) => <EmployeeStatusButton employee={record} />} />
        </DataTable>
      </ResponsiveRows>
    </ExportableList>
  );
};

export default EmployeeList;
