import type { DeviceRow } from '../../../../src/api/devices';
import { NRC_CONFIG, type EmployeeRow } from '../../../../src/api/submerchants';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';
import { findFactors } from '../../support/factorStatus';
import { job } from '../sales/salesFixtures';
// "Confirm it's you" is a lazy chunk of the shell: loaded with the file, so that a test waits for the dialog, not
// for its modules to compile.
import '../../../../src/ui/stepUp/StepUpDialog';

/** Employees and devices as their calls answer them (src/api/submerchants.ts, devices.ts), and a fake of those calls. */

export const EMPLOYEES: EmployeeRow[] = [
  {
    id: 21, fullName: 'Nguyễn Văn Bình', phone: '0912345678', email: 'binh@shop.vn', status: 'active', roleId: 5, roleName: 'Thu ngân',
    shopIds: [3], shops: [{ id: 3, name: 'Cửa hàng Hà Nội' }], identityType: 'CCCD', identityNumber: '********2345', mustChangePassword: true,
    lastSignInAt: null, createdAt: '2026-11-03T02:15:00.000Z', updatedAt: null,
  },
  {
    id: 22, fullName: 'Trần Thị Lan', phone: '0387654321', email: null, status: 'locked', roleId: 6, roleName: 'Quản lý',
    shopIds: [3, 4], shops: [{ id: 3, name: 'Cửa hàng Hà Nội' }, { id: 4, name: 'Quận Một' }], identityType: null, identityNumber: null,
    mustChangePassword: false, lastSignInAt: '2026-11-20T01:00:00.000Z', createdAt: '2026-11-02T02:15:00.000Z', updatedAt: null,
  },
];

export const DEVICES: DeviceRow[] = [
  {
    id: 7, userId: 21, userName: 'Nguyễn Văn Bình', shopId: 3, shopName: 'Cửa hàng Hà Nội', serial: 'PAX-A920-0001', name: 'Quầy 1',
    kind: 'pos', createdAt: '2026-11-05T02:15:00.000Z', lastSeenAt: null,
  },
];

export const employeesApi = (routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    ...findFactors(),
    'POST /api/submerchant/findSubmerchantList': ok(EMPLOYEES, { count: EMPLOYEES.length }),
    'POST /api/submerchant/submerchantDetail': (request) => ok(EMPLOYEES.find((row) => row.id === (request.body as { id: number }).id) ?? EMPLOYEES[0]),
    'POST /api/submerchant/createSubmerchant': ok({ ...EMPLOYEES[0], id: 30 }),
    'POST /api/submerchant/updateSubmerchant': ok(EMPLOYEES[0]),
    'POST /api/submerchant/lockSubmerchant': ok({ ...EMPLOYEES[0], status: 'locked' }),
    'POST /api/submerchant/activeSubmerchant': ok({ ...EMPLOYEES[1], status: 'active' }),
    'POST /api/submerchant/findConfig': ok(NRC_CONFIG),
    'POST /api/submerchant/roleChoices': ok([{ id: 5, name: 'Thu ngân' }, { id: 6, name: 'Quản lý' }]),
    'POST /api/report/findShopList': ok([{ id: 3, name: 'Cửa hàng Hà Nội', status: 'active' }, { id: 4, name: 'Quận Một', status: 'active' }], { count: 2 }),
    'POST /api/report/exportSubMerchant': ok({ id: job().id, status: 'queued' }),
    'POST /api/device/deviceList': ok(DEVICES, { count: DEVICES.length }),
    'POST /api/device/createDevice': ok({ ...DEVICES[0], id: 8 }),
    'POST /api/device/removeDevice': ok(null),
    ...routes,
  });
