import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Create, maxLength, required, SelectInput, SimpleForm, TextInput, useGetOne, useTranslate } from 'react-admin';
import { SERIAL_MAX } from '../../api/devices';
import { DEVICE_KINDS } from '../../api/organisation';
import type { EmployeeRow } from '../../api/submerchants';
import type { ScreenProps } from '../screen';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

const KIND_CHOICES = DEVICE_KINDS.map((kind) => ({ id: kind, name: `app.devices.kinds.${kind}` }));

/** A serial, or for a phone without one a name: one of the two (the server says the same). */
const serialOrName = (values: Record<string, unknown>) =>
  (typeof values.serial === 'string' && values.serial.trim()) || (typeof values.name === 'string' && values.name.trim())
    ? {}
    : { serial: 'app.devices.serialOrName' };

/** The device's fields, saved through the Create around them (a failed save keeps the form guarded: useGuardedSave). */
const DeviceForm = ({ shops }: { shops: EmployeeRow['shops'] }) => {
  const save = useGuardedSave();
  const label = (field: string) => `app.devices.fields.${field}`;
  return (
    <SimpleForm validate={serialOrName} sx={{ maxWidth: 700 }} warnWhenUnsavedChanges onSubmit={save}>
      <TextInput source="serial" label={label('serial')} validate={maxLength(SERIAL_MAX)} helperText="app.devices.serialOrName" fullWidth />
      <TextInput source="name" label={label('name')} validate={maxLength(100)} fullWidth />
      <SelectInput source="kind" label={label('kind')} choices={KIND_CHOICES} validate={required()} fullWidth />
      <SelectInput source="shopId" label={label('shop')} choices={shops} translateChoice={false} validate={required()} fullWidth />
    </SimpleForm>
  );
};

/**
 * /device/create/:id (spec §2): a device for employee :id at one of the shops they work at (createDevice through
 * react-admin's Create); the employee's detail opens again once it is saved.
 */
const DeviceCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: employee, error } = useGetOne<EmployeeRow>('employees', { id: Number(id) }, { retry: false });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
        {employee ? ` · ${employee.fullName}` : ''}
      </Typography>
      {error ? <Alert severity="warning" sx={{ m: 2 }}>{translate('app.submerchants.notFound')}</Alert> : null}
      {employee ? (
        <Create resource="devices" title={translate(titleKey)} redirect={() => `submerchant/detail/${employee.id}`} record={{ userId: employee.id, kind: 'pos' }}>
          <DeviceForm shops={employee.shops} />
        </Create>
      ) : null}
    </Box>
  );
};

export default DeviceCreate;
