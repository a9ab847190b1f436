import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Show, TopToolbar, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { type EmployeeRow, NRC_CONFIG } from '../../api/submerchants';
import { formatDateTime } from '../../core/formatDate';
import { EmployeeDevices } from './EmployeeDevices';
import type { ScreenProps } from '../screen';
import { DetailRow } from '../../ui/DetailRow';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { EmployeeStatusChip } from './EmployeeStatusChip';


/** A document type as the form names it ("Hộ chiếu"), never its code. */
const identityLabel = (type: string | null, locale: string): string | null => {
  if (type === null) return null;
  const entry = NRC_CONFIG.find((candidate) => candidate.type === type);
  return entry ? entry.label[locale === 'vi' ? 'vi' : 'en'] : type;
};

const Details = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Parsed with employeeRowSchema by the data provider (data.ts).
  const employee = useRecordContext<EmployeeRow>();
  if (!employee) return null;
  const label = (field: string) => translate(`app.submerchants.fields.${field}`);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <DetailRow label={label('fullName')}>{employee.fullName}</DetailRow>
        <DetailRow label={label('phone')}>{employee.phone}</DetailRow>
        <DetailRow label={label('email')}>{employee.email ?? ''}</DetailRow>
        <DetailRow label={label('shops')}>{employee.shops.map((shop) => shop.name).join(', ')}</DetailRow>
        <DetailRow label={label('role')}>{employee.roleName ?? ''}</DetailRow>
        <DetailRow label={label('identityType')}>{identityLabel(employee.identityType, locale) ?? translate('app.submerchants.noIdentity')}</DetailRow>
        {employee.identityNumber ? <DetailRow label={label('identityNumber')}>{employee.identityNumber}</DetailRow> : null}
        <DetailRow label={label('status')}>
          <EmployeeStatusChip status={employee.status} />
          {employee.mustChangePassword ? <Typography component="span" variant="body2" sx={{ ml: 1 }}>{translate('app.submerchants.mustChangePassword')}</Typography> : null}
        </DetailRow>
        <DetailRow label={label('lastSignInAt')}>{employee.lastSignInAt ? formatDateTime(employee.lastSignInAt) : translate('app.submerchants.never')}</DetailRow>
        <DetailRow label={label('createdAt')}>{formatDateTime(employee.createdAt)}</DetailRow>
      </Box>
      <Box sx={{ mt: 2 }}>
        <EmployeeStatusButton employee={employee} />
      </Box>
      <EmployeeDevices employee={employee} />
    </>
  );
};

const Actions = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'edit' });
  return (
    <TopToolbar sx={{ justifyContent: 'space-between' }}>
      <Button component={RouterLink} to="/submerchants" size="small" startIcon={<ArrowBackIcon />}>
        {translate('app.submerchants.backToList')}
      </Button>
      {canAccess ? (
        <Button component={RouterLink} to={`/submerchant/edit/${encodeURIComponent(id)}`} size="small" startIcon={<EditIcon />}>
          {translate('app.submerchants.edit')}
        </Button>
      ) : null}
    </TopToolbar>
  );
};

/**
 * /submerchant/detail/:id (spec §2): submerchantDetail through react-admin's Show: the shops, role, identity document
 * (masked), status with Lock / Activate, and the employee's devices. Another merchant's employee is said in place.
 */
const EmployeeShow = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.submerchants.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Show
        resource="employees"
        {...record}
        actions={<Actions id={record.id} />}
      >
        <CardContent>
          <Details />
        </CardContent>
      </Show>
    </TitledScreen>
  );
};

export default EmployeeShow;
