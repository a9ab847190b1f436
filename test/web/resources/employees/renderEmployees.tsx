import DeviceCreate from '../../../../src/resources/devices/DeviceCreate';
import EmployeeCreate from '../../../../src/resources/employees/EmployeeCreate';
import EmployeeEdit from '../../../../src/resources/employees/EmployeeEdit';
import EmployeeList from '../../../../src/resources/employees/EmployeeList';
import EmployeeShow from '../../../../src/resources/employees/EmployeeShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The employee and device screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderEmployees = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/submerchants', EmployeeList, 'app.screens.submerchants'],
  ['/submerchant/detail/:id', EmployeeShow, 'app.screens.submerchantDetail'],
  ['/submerchant/create', EmployeeCreate, 'app.screens.submerchantCreate'],
  ['/submerchant/edit/:id', EmployeeEdit, 'app.screens.submerchantEdit'],
  ['/device/create/:id', DeviceCreate, 'app.screens.deviceCreate'],
], path, options);
