import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { DeviceRow } from '../../api/devices';
import type { EmployeeRow } from '../../api/submerchants';
import { formatDate, formatDateTime } from '../../core/formatDate';
import { ResponsiveTable } from '../../ui/lists/ResponsiveTable';
import { RemoveDeviceButton } from './RemoveDeviceButton';

/**
 * An employee's devices on their detail (deviceList by userId): serial, name, kind, shop, added date and last seen;
 * Add opens /device/create/:id, Remove asks first. Managing needs manageSubmerchants.
 */
export const EmployeeDevices = ({ employee }: { employee: Pick<EmployeeRow, 'id' | 'fullName'> }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'devices', action: 'create' });
  const { data, isPending } = useGetList<DeviceRow>('devices', {
    filter: { userId: employee.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' },
  });
  const label = (field: string) => translate(`app.devices.fields.${field}`);
  return (
    <Box component="section" aria-labelledby="employee-devices" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="employee-devices" component="h2" variant="h6">{translate('app.devices.title')}</Typography>
        {canAccess ? (
          <Button component={RouterLink} to={`/device/create/${employee.id}`} size="small" startIcon={<AddIcon />}>
            {translate('app.devices.add')}
          </Button>
        ) : null}
      </Box>
      {!isPending && !data?.length ? <Typography sx={{ py: 1 }}>{translate('app.devices.empty')}</Typography> : null}
      {data?.length ? (
        <ResponsiveTable
          labelledBy="employee-devices"
          rows={data}
          columns={[
            { label: label('serial'), cell: (device) => device.serial, phone: 'fact' },
            { label: label('name'), cell: (device) => device.name, phone: 'primary' },
            { label: label('kind'), cell: (device) => translate(`app.devices.kinds.${device.kind}`), phone: 'tertiary' },
            { label: label('shop'), cell: (device) => device.shopName },
            { label: label('createdAt'), cell: (device) => formatDate(device.createdAt) },
            { label: label('lastSeenAt'), cell: (device) => (device.lastSeenAt ? formatDateTime(device.lastSeenAt) : translate('app.devices.neverSeen')) },
            ...(canAccess ? [{ label: translate('app.devices.actions'), hideLabel: true, phone: 'action' as const, cell: (device: DeviceRow) => <RemoveDeviceButton device={device} /> }] : []),
          ]}
        />
      ) : null}
    </Box>
  );
};
