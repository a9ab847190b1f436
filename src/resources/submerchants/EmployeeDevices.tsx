import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { DeviceRow } from '../../api/devices';
import type { EmployeeRow } from '../../api/submerchants';
import { formatDate, formatDateTime } from '../../core/formatDate';
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
        <Table size="small" aria-labelledby="employee-devices">
          <TableHead>
            <TableRow>
              <TableCell>{label('serial')}</TableCell>
              <TableCell>{label('name')}</TableCell>
              <TableCell>{label('kind')}</TableCell>
              <TableCell>{label('shop')}</TableCell>
              <TableCell>{label('createdAt')}</TableCell>
              <TableCell>{label('lastSeenAt')}</TableCell>
              {canAccess ? <TableCell><Box component="span" sx={visuallyHidden}>{translate('app.devices.actions')}</Box></TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((device) => (
              <TableRow key={device.id}>
                <TableCell>{device.serial}</TableCell>
                <TableCell>{device.name}</TableCell>
                <TableCell>{translate(`app.devices.kinds.${device.kind}`)}</TableCell>
                <TableCell>{device.shopName}</TableCell>
                <TableCell>{formatDate(device.createdAt)}</TableCell>
                <TableCell>{device.lastSeenAt ? formatDateTime(device.lastSeenAt) : translate('app.devices.neverSeen')}</TableCell>
                {canAccess ? <TableCell><RemoveDeviceButton device={device} /></TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
};
