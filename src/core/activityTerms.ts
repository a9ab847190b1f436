import type { ActivityKind, ActivityOutcome } from '../api/activity';

/**
 * The security history's words in both languages, for the screens (merged into the catalogues as `app.activity.*`)
 * and for the file the server exports, so that an entry reads the same on screen and in a file.
 */
// A type alias, not an interface: the catalogues' string-map types accept it.
export type ActivityTerms = {
  kinds: Record<ActivityKind, string>;
  outcomes: Record<ActivityOutcome, string>;
  /** The detail keys an entry may show (server/modules/security/activityDetail.ts), in words. */
  details: Record<string, string>;
  /** The detail values that are words of the app (a reason, a purpose, a channel), in words. */
  values: Record<string, string>;
};

export const ACTIVITY_TERMS: Record<'en' | 'vi', ActivityTerms> = {
  en: {
    kinds: {
      signIn: 'Sign-in',
      captcha: 'Captcha answered wrongly',
      otpSent: 'Code sent',
      otpSendFailed: 'Code could not be sent',
      otpResumed: 'Sign-in went on with the code already sent',
      otpVerified: 'Code accepted',
      otpWrong: 'Wrong or expired code',
      throttled: 'Too many attempts',
      passwordChanged: 'Password change',
      passwordReset: 'Password reset',
      resetRequested: 'Password reset requested',
      logout: 'Sign-out',
      deviceForgotten: 'Trusted device forgotten',
      noticeSent: 'Security notice sent',
      noticeFailed: 'Security notice not sent',
      forbidden: 'Access refused',
      employeeCreated: 'Employee added',
      employeeUpdated: 'Employee changed',
      employeeRefused: 'Employee change refused',
      employeeLocked: 'Employee locked',
      employeeActivated: 'Employee activated',
      deviceAdded: 'Device added',
      deviceRemoved: 'Device removed',
      checkout: 'Sale at the checkout',
      transferRequested: 'Money transfer requested',
      transferRefused: 'Money transfer refused',
      transferCodeWrong: 'Wrong transfer code',
      transferCompleted: 'Money transfer completed',
      transferExpired: 'Money transfer expired',
      transferCancelled: 'Money transfer cancelled',
      shopCreated: 'Shop added',
      shopUpdated: 'Shop changed',
      shopLocked: 'Shop locked',
      shopActivated: 'Shop activated',
      roleCreated: 'Role created',
      roleUpdated: 'Role changed',
      roleDeleted: 'Role deleted',
      rolePermissionsChanged: 'Role permissions changed',
      userRoleChanged: 'User role changed',
      userPermissionsChanged: 'User permissions changed',
      roleRefused: 'Change of rights refused',
      apiKeyCreated: 'API key created',
      apiKeyUpdated: 'API key changed',
      apiKeyRevoked: 'API key revoked',
      apiKeyEnabled: 'API key enabled',
      apiKeyRolled: 'API key rolled',
      apiKeyRefused: 'API key refused',
      sessionRevoked: 'Session signed out',
      otherSessionsRevoked: 'Signed out everywhere else',
      authenticatorEnrolled: 'Authenticator app set up',
      authenticatorRemoved: 'Authenticator app removed',
      authenticatorUsed: 'Authenticator app code',
      recoveryCodeUsed: 'Recovery code',
      recoveryCodesRegenerated: 'New recovery codes',
      passkeyEnrolled: 'Passkey added',
      passkeyRemoved: 'Passkey removed',
      passkeyUsed: 'Passkey',
    },
    outcomes: { success: 'Succeeded', failure: 'Failed', blocked: 'Blocked' },
    details: {
      reason: 'Reason', purpose: 'For', channel: 'Sent by', event: 'Notice', killed: 'Code cancelled', scope: 'Limit', method: 'Method',
      route: 'Call', permission: 'Permission', employeeId: 'Employee', contactChanged: 'Contact changed', change: 'Change', firstPassword: 'First password', deviceId: 'Device', serial: 'Serial',
      reference: 'Reference', shopId: 'Shop', customer: 'Customer', amount: 'Amount', paid: 'Paid', pointsEarned: 'Points earned',
      pointsRedeemed: 'Points redeemed', transferId: 'Transfer', bankAccountId: 'Bank account', triesLeft: 'Tries left', code: 'Code',
      status: 'Status', roleId: 'Role', name: 'Name', before: 'Before', after: 'After', added: 'Added', removed: 'Removed',
      targetUserId: 'User', keyId: 'Key', prefix: 'Prefix', scopes: 'Scopes', client: 'Device', revoked: 'Sessions ended',
      remaining: 'Codes left', factor: 'Confirmed with', strongFactor: 'Passkey or app at sign-in',
      strongFactorBefore: 'Passkey or app before', strongFactorAfter: 'Passkey or app after',
    },
    values: {
      wrongPassword: 'wrong password', unknownAccount: 'unknown account', locked: 'account locked', currentPasswordWrong: 'current password wrong',
      gone: 'code expired or used', lockedOrNoEmail: 'account locked or without e-mail', login: 'sign-in', reset: 'password reset',
      sms: 'SMS', email: 'e-mail', newDeviceSignIn: 'sign-in from a new device', passwordChanged: 'password changed',
      passwordReset: 'password reset', ip: 'address', account: 'account', accountAddress: 'account and address', send: 'codes sent',
      resetCodes: 'reset codes', password: 'chosen by the owner', true: 'yes', false: 'no',
      passwordWrong: 'wrong password', phone: 'phone', contactChanged: 'e-mail or phone changed', transferCodes: 'wrong transfer codes',
      transferCodeSend: 'transfer codes sent', rolePermissions: 'a role\'s permissions', userRole: 'a user\'s role',
      userPermissions: 'a user\'s permissions', apiKeyCreate: 'creating an API key', apiKeyRoll: 'rolling an API key',
      webhookCreate: 'adding a webhook endpoint', webhookRoll: 'rolling a webhook secret',
      wrongCode: 'wrong code', replayed: 'code already used',
      passkeyReplayed: 'challenge already used or expired', passkeyUnknown: 'not a passkey of this user',
      passkeyCounter: 'signature counter went back (a copied key?)', passkeyOrigin: 'signed for another site',
      passkeyInvalid: 'signature not valid', passkeyTaken: 'passkey already registered',
      transfer: 'money transfer', totp: 'authenticator app', passkey: 'passkey',
      required: 'required', notRequired: 'not required', mustEnrolStrongFactor: 'must add a passkey or an authenticator app',
    },
  },
  vi: {
    kinds: {
      signIn: 'Đăng nhập',
      captcha: 'Nhập sai mã captcha',
      otpSent: 'Đã gửi mã',
      otpSendFailed: 'Không gửi được mã',
      otpResumed: 'Đăng nhập tiếp tục với mã đã gửi',
      otpVerified: 'Mã hợp lệ',
      otpWrong: 'Mã sai hoặc hết hạn',
      throttled: 'Thử quá nhiều lần',
      passwordChanged: 'Đổi mật khẩu',
      passwordReset: 'Đặt lại mật khẩu',
      resetRequested: 'Yêu cầu đặt lại mật khẩu',
      logout: 'Đăng xuất',
      deviceForgotten: 'Quên thiết bị tin cậy',
      noticeSent: 'Đã gửi thông báo bảo mật',
      noticeFailed: 'Không gửi được thông báo bảo mật',
      forbidden: 'Bị từ chối truy cập',
      employeeCreated: 'Thêm nhân viên',
      employeeUpdated: 'Sửa nhân viên',
      employeeRefused: 'Từ chối sửa nhân viên',
      employeeLocked: 'Khoá nhân viên',
      employeeActivated: 'Mở khoá nhân viên',
      deviceAdded: 'Thêm thiết bị',
      deviceRemoved: 'Gỡ thiết bị',
      checkout: 'Bán hàng tại quầy',
      transferRequested: 'Yêu cầu chuyển tiền',
      transferRefused: 'Từ chối chuyển tiền',
      transferCodeWrong: 'Sai mã chuyển tiền',
      transferCompleted: 'Chuyển tiền thành công',
      transferExpired: 'Yêu cầu chuyển tiền hết hạn',
      transferCancelled: 'Huỷ chuyển tiền',
      shopCreated: 'Thêm cửa hàng',
      shopUpdated: 'Sửa cửa hàng',
      shopLocked: 'Khoá cửa hàng',
      shopActivated: 'Mở khoá cửa hàng',
      roleCreated: 'Tạo vai trò',
      roleUpdated: 'Sửa vai trò',
      roleDeleted: 'Xoá vai trò',
      rolePermissionsChanged: 'Đổi quyền của vai trò',
      userRoleChanged: 'Đổi vai trò người dùng',
      userPermissionsChanged: 'Đổi quyền người dùng',
      roleRefused: 'Từ chối đổi quyền',
      apiKeyCreated: 'Tạo khoá API',
      apiKeyUpdated: 'Sửa khoá API',
      apiKeyRevoked: 'Thu hồi khoá API',
      apiKeyEnabled: 'Bật lại khoá API',
      apiKeyRolled: 'Đổi khoá API',
      apiKeyRefused: 'Khoá API bị từ chối',
      sessionRevoked: 'Đăng xuất một phiên',
      otherSessionsRevoked: 'Đăng xuất mọi nơi khác',
      authenticatorEnrolled: 'Thiết lập ứng dụng xác thực',
      authenticatorRemoved: 'Gỡ ứng dụng xác thực',
      authenticatorUsed: 'Mã ứng dụng xác thực',
      recoveryCodeUsed: 'Mã khôi phục',
      recoveryCodesRegenerated: 'Tạo mã khôi phục mới',
      passkeyEnrolled: 'Thêm khoá truy cập',
      passkeyRemoved: 'Gỡ khoá truy cập',
      passkeyUsed: 'Khoá truy cập',
    },
    outcomes: { success: 'Thành công', failure: 'Thất bại', blocked: 'Bị chặn' },
    details: {
      reason: 'Lý do', purpose: 'Mục đích', channel: 'Gửi qua', event: 'Thông báo', killed: 'Mã bị huỷ', scope: 'Giới hạn', method: 'Phương thức',
      route: 'Lệnh gọi', permission: 'Quyền', employeeId: 'Nhân viên', contactChanged: 'Đổi liên hệ', change: 'Thay đổi', firstPassword: 'Mật khẩu đầu tiên', deviceId: 'Thiết bị', serial: 'Số sê-ri',
      reference: 'Mã tham chiếu', shopId: 'Cửa hàng', customer: 'Khách hàng', amount: 'Số tiền', paid: 'Đã trả', pointsEarned: 'Điểm tích',
      pointsRedeemed: 'Điểm đã đổi', transferId: 'Lệnh chuyển', bankAccountId: 'Tài khoản ngân hàng', triesLeft: 'Số lần thử còn lại', code: 'Mã',
      status: 'Trạng thái', roleId: 'Vai trò', name: 'Tên', before: 'Trước', after: 'Sau', added: 'Thêm', removed: 'Bỏ',
      targetUserId: 'Người dùng', keyId: 'Khoá', prefix: 'Tiền tố', scopes: 'Phạm vi', client: 'Thiết bị', revoked: 'Số phiên đã kết thúc',
      remaining: 'Số mã còn lại', factor: 'Xác nhận bằng', strongFactor: 'Khoá truy cập hoặc ứng dụng khi đăng nhập',
      strongFactorBefore: 'Khoá truy cập hoặc ứng dụng (trước)', strongFactorAfter: 'Khoá truy cập hoặc ứng dụng (sau)',
    },
    values: {
      wrongPassword: 'sai mật khẩu', unknownAccount: 'tài khoản không tồn tại', locked: 'tài khoản bị khoá', currentPasswordWrong: 'sai mật khẩu hiện tại',
      gone: 'mã hết hạn hoặc đã dùng', lockedOrNoEmail: 'tài khoản bị khoá hoặc không có email', login: 'đăng nhập', reset: 'đặt lại mật khẩu',
      sms: 'tin nhắn SMS', email: 'email', newDeviceSignIn: 'đăng nhập từ thiết bị mới', passwordChanged: 'đổi mật khẩu',
      passwordReset: 'đặt lại mật khẩu', ip: 'địa chỉ', account: 'tài khoản', accountAddress: 'tài khoản và địa chỉ', send: 'số mã đã gửi',
      resetCodes: 'mã đặt lại', password: 'do chủ tài khoản đặt', true: 'có', false: 'không',
      passwordWrong: 'sai mật khẩu', phone: 'số điện thoại', contactChanged: 'đổi email hoặc số điện thoại', transferCodes: 'nhập sai mã chuyển tiền',
      transferCodeSend: 'số mã chuyển tiền đã gửi', rolePermissions: 'quyền của vai trò', userRole: 'vai trò của người dùng',
      userPermissions: 'quyền của người dùng', apiKeyCreate: 'tạo khoá API', apiKeyRoll: 'cấp mã bí mật mới cho khoá API',
      webhookCreate: 'thêm địa chỉ nhận webhook', webhookRoll: 'cấp mã ký mới cho webhook',
      wrongCode: 'sai mã', replayed: 'mã đã được dùng',
      passkeyReplayed: 'yêu cầu xác thực đã dùng hoặc hết hạn', passkeyUnknown: 'không phải khoá truy cập của người dùng này',
      passkeyCounter: 'bộ đếm chữ ký bị lùi (khoá bị sao chép?)', passkeyOrigin: 'ký cho trang khác',
      passkeyInvalid: 'chữ ký không hợp lệ', passkeyTaken: 'khoá truy cập đã được đăng ký',
      transfer: 'chuyển tiền', totp: 'ứng dụng xác thực', passkey: 'khoá truy cập',
      required: 'bắt buộc', notRequired: 'không bắt buộc', mustEnrolStrongFactor: 'phải thêm khoá truy cập hoặc ứng dụng xác thực',
    },
  },
};

/** An entry's kind in words, or its key when the app does not know it yet (a newer server's kind). */
export const activityKindName = (kind: string, locale: string): string =>
  (ACTIVITY_TERMS[locale === 'vi' ? 'vi' : 'en'].kinds as Partial<Record<string, string>>)[kind] ?? kind;

/** The keys whose values are the app's own words (a name or a reference is shown as it is). */
const WORDED_KEYS: ReadonlySet<string> = new Set([
  'reason', 'purpose', 'channel', 'event', 'scope', 'firstPassword', 'killed', 'factor', 'strongFactor', 'strongFactorBefore', 'strongFactorAfter',
]);

/** An entry's detail in one line of words: "Reason: wrong password; For: sign-in"; unknown keys and values as they are. */
export const activityDetailText = (detail: Readonly<Record<string, string | number | boolean | null>>, locale: string): string => {
  const terms = ACTIVITY_TERMS[locale === 'vi' ? 'vi' : 'en'];
  const shown = (key: string, value: string | number | boolean) => (WORDED_KEYS.has(key) ? terms.values[String(value)] ?? String(value) : String(value));
  return Object.entries(detail)
    .flatMap(([key, value]) => (value === null || value === '' ? [] : [`${terms.details[key] ?? key}: ${shown(key, value)}`]))
    .join('; ');
};
