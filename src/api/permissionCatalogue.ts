import { ACTIONS, ALWAYS_ALLOWED, type Action } from './permissions';

/**
 * The permission catalogue (`permission/findPermissions`, /permissions): every action of `ACTIONS`, the screen it
 * belongs to, and what it allows in both languages. Typed `satisfies Record<Action, …>`, so an action added to
 * ACTIONS without an entry here does not compile; a server test checks that it equals the actions the routes
 * enforce, so the catalogue and the checks cannot drift.
 */

export const PERMISSION_GROUPS = [
  'transactions', 'merchant', 'money', 'shops', 'employees', 'loyalty', 'roles', 'apiKeys', 'reports', 'backOffice', 'always',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export interface LocalizedText {
  en: string;
  vi: string;
}

export interface CatalogueEntry {
  group: PermissionGroup;
  name: LocalizedText;
  description: LocalizedText;
}

export const PERMISSION_GROUP_NAMES = {
  transactions: { en: 'Transaction History', vi: 'Lịch sử giao dịch' },
  merchant: { en: 'Merchant Information', vi: 'Thông tin đối tác' },
  money: { en: 'Money transfers', vi: 'Chuyển tiền' },
  shops: { en: 'Shop Management', vi: 'Quản lý cửa hàng' },
  employees: { en: 'Employee Management', vi: 'Quản lý nhân viên' },
  loyalty: { en: 'Loyalty points', vi: 'Điểm thưởng' },
  roles: { en: 'Roles & Permission', vi: 'Vai trò & Phân quyền' },
  apiKeys: { en: 'API Keys', vi: 'Khoá API' },
  reports: { en: 'Exports Report File List', vi: 'Danh sách tệp báo cáo đã xuất' },
  backOffice: { en: 'Back-office (staff)', vi: 'Quản trị (nhân viên nền tảng)' },
  always: { en: 'Always allowed', vi: 'Luôn được phép' },
} as const satisfies Record<PermissionGroup, LocalizedText>;

const entry = (group: PermissionGroup, en: string, vi: string, descriptionEn: string, descriptionVi: string): CatalogueEntry =>
  ({ group, name: { en, vi }, description: { en: descriptionEn, vi: descriptionVi } });

export const PERMISSION_CATALOGUE = {
  [ACTIONS.dashboard]: entry('always', 'Dashboard', 'Tổng quan', 'Open the dashboard.', 'Mở trang tổng quan.'),
  [ACTIONS.profile]: entry('always', 'Profile', 'Hồ sơ', 'See one\'s own profile and change one\'s password.', 'Xem hồ sơ của mình và đổi mật khẩu.'),
  [ACTIONS.findTransactions]: entry('transactions', 'Transaction History', 'Xem lịch sử giao dịch',
    'List and open transactions and the sales reports.', 'Xem danh sách, chi tiết giao dịch và báo cáo doanh số.'),
  [ACTIONS.exportTransactions]: entry('transactions', 'Export transactions', 'Xuất giao dịch',
    'Export the transaction list as a CSV or XLSX file.', 'Xuất danh sách giao dịch ra tệp CSV hoặc XLSX.'),
  [ACTIONS.merchantInfo]: entry('merchant', 'Merchant Information', 'Thông tin đối tác',
    'See the merchant\'s details, balance and bank accounts.', 'Xem thông tin đối tác, số dư và tài khoản ngân hàng.'),
  [ACTIONS.moveMoney]: entry('money', 'Move money', 'Chuyển tiền',
    'Move the merchant\'s balance to its bank account (confirmed by a code).', 'Chuyển số dư về tài khoản ngân hàng của đối tác (xác nhận bằng mã).'),
  [ACTIONS.checkout]: entry('loyalty', 'Checkout', 'Thanh toán',
    'Find a customer by phone and record a sale that earns or redeems points.', 'Tìm khách hàng theo số điện thoại và ghi nhận bán hàng tích hoặc đổi điểm.'),
  [ACTIONS.findApiKeys]: entry('apiKeys', 'API Keys', 'Xem khoá API',
    'List and open the partner API keys (third-party users only).', 'Xem danh sách và chi tiết khoá API (chỉ người dùng bên thứ ba).'),
  [ACTIONS.manageApiKeys]: entry('apiKeys', 'Manage API keys', 'Quản lý khoá API',
    'Create, change, roll, revoke and enable API keys.', 'Tạo, sửa, xoay vòng, thu hồi và bật lại khoá API.'),
  [ACTIONS.findShops]: entry('shops', 'Shop Management', 'Xem cửa hàng', 'List and open the merchant\'s shops.', 'Xem danh sách và chi tiết cửa hàng.'),
  [ACTIONS.manageShops]: entry('shops', 'Manage shops', 'Quản lý cửa hàng', 'Create, edit, lock and activate shops.', 'Tạo, sửa, khoá và mở khoá cửa hàng.'),
  [ACTIONS.exportShops]: entry('shops', 'Export shops', 'Xuất cửa hàng', 'Export the shop list as a file.', 'Xuất danh sách cửa hàng ra tệp.'),
  [ACTIONS.findSubmerchants]: entry('employees', 'Employee Management', 'Xem nhân viên',
    'List and open employees and their devices.', 'Xem danh sách, chi tiết nhân viên và thiết bị của họ.'),
  [ACTIONS.manageSubmerchants]: entry('employees', 'Manage employees', 'Quản lý nhân viên',
    'Add, edit, lock and activate employees; add and remove their devices.', 'Thêm, sửa, khoá, mở khoá nhân viên; thêm và gỡ thiết bị.'),
  [ACTIONS.earnPointHistory]: entry('loyalty', 'Earning Points', 'Lịch sử tích điểm',
    'See the points customers earned and redeemed.', 'Xem lịch sử khách hàng tích và đổi điểm.'),
  [ACTIONS.settlementPointHistory]: entry('loyalty', 'Points Settlement', 'Lịch sử quyết toán điểm',
    'See the settlements of redeemed points.', 'Xem lịch sử quyết toán điểm đã đổi.'),
  [ACTIONS.settlementPoint]: entry('loyalty', 'Request a settlement', 'Yêu cầu quyết toán điểm',
    'Ask the platform to settle redeemed points.', 'Gửi yêu cầu quyết toán điểm đã đổi với nền tảng.'),
  [ACTIONS.findClientRoles]: entry('roles', 'Roles & Permission', 'Xem vai trò & phân quyền',
    'See the roles, their permissions and who holds them.', 'Xem vai trò, quyền của vai trò và người được gán.'),
  [ACTIONS.manageClientRoles]: entry('roles', 'Manage roles', 'Quản lý vai trò',
    'Create, change and delete roles; assign them and change a user\'s permissions.', 'Tạo, sửa, xoá vai trò; gán vai trò và thay đổi quyền của người dùng.'),
  [ACTIONS.teamActivity]: entry('roles', 'Team activity', 'Hoạt động của nhóm',
    'Read the security history of the whole team.', 'Xem lịch sử bảo mật của cả nhóm.'),
  [ACTIONS.exportedReports]: entry('reports', 'Exports Report File List', 'Danh sách tệp báo cáo đã xuất',
    'See and download the exported report files.', 'Xem và tải các tệp báo cáo đã xuất.'),
  [ACTIONS.managePages]: entry('backOffice', 'Manage pages', 'Quản lý trang', 'Edit the back-office page definitions.', 'Sửa định nghĩa các trang quản trị.'),
  [ACTIONS.approveVouchers]: entry('backOffice', 'Approve vouchers', 'Duyệt ưu đãi',
    'Review, sync, block and approve partners\' vouchers.', 'Xem xét, đồng bộ, chặn và duyệt ưu đãi của đối tác.'),
  [ACTIONS.manageRecords]: entry('backOffice', 'Manage records', 'Quản lý bản ghi', 'Read and change the back-office records.', 'Xem và thay đổi bản ghi quản trị.'),
  [ACTIONS.approveSettlements]: entry('backOffice', 'Approve settlements', 'Duyệt quyết toán',
    'Pay or reject the merchants\' points settlements.', 'Thanh toán hoặc từ chối yêu cầu quyết toán điểm của các đối tác.'),
} as const satisfies Record<Action, CatalogueEntry>;

/** The actions in catalogue order (grouped, then as ACTIONS lists them). */
export const CATALOGUE_ACTIONS: readonly Action[] = PERMISSION_GROUPS.flatMap((group) =>
  (Object.values(ACTIONS) as Action[]).filter((action) => PERMISSION_CATALOGUE[action].group === group));

/** The back-office's actions: staff only, never shown to or given by a merchant's user. */
export const STAFF_ACTIONS: readonly Action[] = CATALOGUE_ACTIONS.filter((action) => PERMISSION_CATALOGUE[action].group === 'backOffice');

/** What a merchant's role or user can be given: neither the always-allowed actions (nobody lacks them) nor staff ones. */
export const ASSIGNABLE_ACTIONS: readonly Action[] = CATALOGUE_ACTIONS.filter(
  (action) => !ALWAYS_ALLOWED.includes(action) && !STAFF_ACTIONS.includes(action),
);

export const isAction = (value: string): value is Action => Object.hasOwn(PERMISSION_CATALOGUE, value);
