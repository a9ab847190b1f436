import type { EmployeeRow } from '../../api/submerchants';
import { StatusToggleButton } from '../../ui/StatusToggleButton';
import { setEmployeeStatus } from './employeesApi';

const DONE = { lock: 'app.submerchants.locked', activate: 'app.submerchants.activated' } as const;

/**
 * Lock or activate an employee, after a confirmation naming the person: locking signs them out everywhere at once.
 * For those who may manage employees only; in a list row its name says whom it is for.
 */
export const EmployeeStatusButton = ({ employee }: { employee: Pick<EmployeeRow, 'id' | 'fullName' | 'phone' | 'status'> }) => (
  <StatusToggleButton
    resource="employees"
    status={employee.status}
    messages="app.submerchants"
    names={{ name: employee.fullName, phone: employee.phone }}
    done={DONE}
    change={(action) => setEmployeeStatus(employee.id, action)}
    accessibleName={(text) => `${text} ${employee.fullName}`}
  />
);
