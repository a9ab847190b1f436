import DeleteIcon from '@mui/icons-material/Delete';
import type { DeviceRow } from '../../api/devices';
import { ConfirmedActionButton } from '../../ui/ConfirmedActionButton';
import { removeDevice } from './devicesApi';

/** Remove, after a confirmation naming the device and its employee. */
export const RemoveDeviceButton = ({ device }: { device: DeviceRow }) => (
  <ConfirmedActionButton
    messages="app.devices"
    action="remove"
    names={{ name: device.name, employee: device.userName }}
    color="warning"
    icon={<DeleteIcon />}
    done="app.devices.removed"
    run={() => removeDevice(device.id)}
    accessibleName={(text) => `${text} ${device.name}`}
  />
);
