import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { EmployeeRow } from '../../api/submerchants';
import { formatDateTime } from '../../core/formatDate';
import { EmployeeDevices } from './EmployeeDevices';
import type { ScreenProps } from '../screen';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { EmployeeStatusChip } from './EmployeeStatusChip';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0 }}>{children}</Typography>
  </Box>
);

const Details = () => {
  const translate = useTranslate();
  // Parsed with employeeRowSchema by the data provider (src/dataProvider/merchantResources.ts).
  const employee = useRecordContext<EmployeeRow>();
  if (!employee) return null;
  const label = (field: string) => translate(`app.submerchants.fields.${field}`);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <Field label={label('fullName')}>{employee.fullName}</Field>
        <Field label={label('phone')}>{employee.phone}</Field>
        <Field label={label('email')}>{employee.email ?? ''}</Field>
        <Field label={label('shops')}>{employee.shops.map((shop) => shop.name).join(', ')}</Field>
        <Field label={label('role')}>{employee.roleName ?? ''}</Field>
        <Field label={label('identityType')}>{employee.identityType ?? translate('app.submerchants.noIdentity')}</Field>
        {employee.identityNumber ? <Field label={label('identityNumber')}>{employee.identityNumber}</Field> : null}
        <Field label={label('status')}>
          <EmployeeStatusChip status={employee.status} />
          {employee.mustChangePassword ? <Typography component="span" variant="body2" sx={{ ml: 1 }}>{translate('app.submerchants.mustChangePassword')}</Typography> : null}
        </Field>
        <Field label={label('lastSignInAt')}>{employee.lastSignInAt ? formatDateTime(employee.lastSignInAt) : translate('app.submerchants.never')}</Field>
        <Field label={label('createdAt')}>{formatDateTime(employee.createdAt)}</Field>
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
  const { canAccess } = useCanAccess({ resource: 'submerchants', action: 'edit' });
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
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Show
        resource="submerchants"
        id={id}
        title={translate(titleKey)}
        queryOptions={{ onError: () => undefined }}
        error={<Alert severity="warning" sx={{ m: 2 }}>{translate('app.submerchants.notFound')}</Alert>}
        actions={<Actions id={id} />}
      >
        <CardContent>
          <Details />
        </CardContent>
      </Show>
    </Box>
  );
};

export default EmployeeShow;
