import type { NoticeLocale } from '../http/requestLocale';

/** The events a user is told about, with what each notice needs to say beyond who, when and where. */
export type SecurityEvent =
  | { kind: 'newDeviceSignIn' }
  | { kind: 'passwordChanged' }
  | { kind: 'passwordReset' }
  | { kind: 'apiKeyCreated'; keyName: string }
  | { kind: 'apiKeyRolled'; keyName: string }
  | { kind: 'roleChanged'; roleName: string }
  | { kind: 'contactChanged' }
  | { kind: 'authenticatorAdded' }
  | { kind: 'authenticatorRemoved' }
  | { kind: 'recoveryCodeUsed'; remaining: number }
  | { kind: 'passkeyAdded'; passkeyName: string }
  | { kind: 'passkeyRemoved'; passkeyName: string };

export type SecurityEventKind = SecurityEvent['kind'];

/** A name the event carries (key, role), quoted; or a number it carries (recovery codes left). */
type Named = (name: string) => string;

export interface NoticeTexts {
  product: string;
  /** ASCII: SMS without marks fit one message and every phone. */
  productSms: string;
  hello: (fullName: string) => string;
  subject: Record<SecurityEventKind, string>;
  what: Record<SecurityEventKind, string | Named>;
  /** What to do if it was not them. */
  ifNotYou: Record<SecurityEventKind, string>;
  labels: { account: string; when: string; device: string; address: string };
  timeZone: string;
  on: string;
  unknown: string;
  footer: string;
  sms: {
    what: Record<SecurityEventKind, string>;
    at: string;
    on: string;
    unknown: string;
    notYou: string;
    action: Record<SecurityEventKind, string>;
  };
}

const en: NoticeTexts = {
  product: 'Merchant Portal',
  productSms: 'Merchant Portal',
  hello: (fullName) => `Hello ${fullName},`,
  subject: {
    newDeviceSignIn: 'New sign-in to your Merchant Portal account',
    passwordChanged: 'The password of your Merchant Portal account was changed',
    passwordReset: 'The password of your Merchant Portal account was reset',
    apiKeyCreated: 'A new API key was created for your Merchant Portal account',
    apiKeyRolled: 'An API key of your Merchant Portal account got a new secret',
    roleChanged: 'The role of your Merchant Portal account was changed',
    contactChanged: 'The e-mail or phone of your Merchant Portal account was changed',
    authenticatorAdded: 'An authenticator app was added to your Merchant Portal account',
    authenticatorRemoved: 'The authenticator app of your Merchant Portal account was removed',
    recoveryCodeUsed: 'A recovery code of your Merchant Portal account was used',
    passkeyAdded: 'A passkey was added to your Merchant Portal account',
    passkeyRemoved: 'A passkey of your Merchant Portal account was removed',
  },
  what: {
    newDeviceSignIn: 'Your account was signed in to from a device it had not used before (the sign-in needed a code, by SMS or from an authenticator app).',
    passwordChanged: 'The password of your account was changed on the Profile screen. Every session and remembered device was signed out.',
    passwordReset: 'The password of your account was reset with "Forgot password?". Every session and remembered device was signed out.',
    apiKeyCreated: (name) => `A new API key, ${name}, was created for your account.`,
    apiKeyRolled: (name) => `The API key ${name} of your account was given a new secret; the old one stops working at the end of its overlap.`,
    roleChanged: (name) => `The role of your account was changed to ${name}.`,
    contactChanged:
      'The e-mail address or phone number of your account was changed by your merchant\'s owner. Codes and password resets now go to the new one; '
      + 'every session and remembered device was signed out. This notice goes to the old one.',
    authenticatorAdded: 'An authenticator app was set up for your account: its codes now replace the SMS code at sign-in.',
    authenticatorRemoved: 'The authenticator app of your account was removed: sign-in asks for the SMS code again.',
    recoveryCodeUsed: (remaining) => `A recovery code was used to sign in to your account instead of the authenticator app. ${remaining} unused codes are left.`,
    passkeyAdded: (name) => `A passkey named ${name} was added to your account: it can now sign in in place of the SMS code.`,
    passkeyRemoved: (name) => `The passkey named ${name} was removed from your account.`,
  },
  ifNotYou: {
    newDeviceSignIn:
      'If this was you, there is nothing to do. If it was not you, someone knows your password: change it at once '
      + '(Profile, then Change password, or "Forgot password?" on the sign-in screen), which signs out every device, '
      + 'and tell your administrator.',
    passwordChanged: 'If you did not do this, choose a new password at once with "Forgot password?" on the sign-in screen and tell your administrator.',
    passwordReset: 'If you did not do this, choose a new password at once with "Forgot password?" on the sign-in screen and tell your administrator.',
    apiKeyCreated: 'If you did not create it, revoke it on the API Keys screen, change your password and tell your administrator.',
    apiKeyRolled: 'If you did not do this, revoke the key on the API Keys screen, change your password and tell your administrator.',
    roleChanged: 'If you did not expect this change, tell your administrator.',
    contactChanged: 'If you did not ask for this change, tell your administrator at once: someone may be taking over your account.',
    authenticatorAdded: 'If you did not do this, remove the app on the Profile screen, change your password and tell your administrator.',
    authenticatorRemoved: 'If you did not do this, change your password at once and tell your administrator.',
    recoveryCodeUsed: 'If this was not you, change your password at once, make new recovery codes on the Profile screen and tell your administrator.',
    passkeyAdded: 'If you did not do this, remove the passkey on the Profile screen, change your password and tell your administrator.',
    passkeyRemoved: 'If you did not do this, change your password at once and tell your administrator.',
  },
  labels: { account: 'Account', when: 'When', device: 'Device', address: 'Address' },
  timeZone: '(Vietnam time, UTC+7)',
  on: 'on',
  unknown: 'unknown',
  footer: 'This message was sent automatically. We never ask for your password or a code by e-mail, SMS or phone.',
  sms: {
    what: {
      newDeviceSignIn: 'new sign-in',
      passwordChanged: 'password changed',
      passwordReset: 'password reset',
      apiKeyCreated: 'new API key',
      apiKeyRolled: 'API key secret renewed',
      roleChanged: 'role changed',
      contactChanged: 'e-mail or phone changed',
      authenticatorAdded: 'authenticator app added',
      authenticatorRemoved: 'authenticator app removed',
      recoveryCodeUsed: 'recovery code used',
      passkeyAdded: 'passkey added',
      passkeyRemoved: 'passkey removed',
    },
    at: 'at',
    on: 'on',
    unknown: 'unknown device',
    notYou: 'Not you?',
    action: {
      newDeviceSignIn: 'Change your password now.',
      passwordChanged: 'Use Forgot password now.',
      passwordReset: 'Use Forgot password now.',
      apiKeyCreated: 'Revoke it and change your password.',
      apiKeyRolled: 'Revoke it and change your password.',
      roleChanged: 'Tell your administrator.',
      contactChanged: 'Tell your administrator now.',
      authenticatorAdded: 'Change your password now.',
      authenticatorRemoved: 'Change your password now.',
      recoveryCodeUsed: 'Change your password now.',
      passkeyAdded: 'Change your password now.',
      passkeyRemoved: 'Change your password now.',
    },
  },
};

const vi: NoticeTexts = {
  product: 'Cổng thông tin đối tác',
  productSms: 'Cong thong tin doi tac',
  hello: (fullName) => `Xin chào ${fullName},`,
  subject: {
    newDeviceSignIn: 'Đăng nhập mới vào tài khoản Cổng thông tin đối tác của bạn',
    passwordChanged: 'Mật khẩu tài khoản Cổng thông tin đối tác của bạn đã được đổi',
    passwordReset: 'Mật khẩu tài khoản Cổng thông tin đối tác của bạn đã được đặt lại',
    apiKeyCreated: 'Khoá API mới đã được tạo cho tài khoản Cổng thông tin đối tác của bạn',
    apiKeyRolled: 'Một khoá API của tài khoản Cổng thông tin đối tác của bạn vừa được cấp mã bí mật mới',
    roleChanged: 'Vai trò của tài khoản Cổng thông tin đối tác của bạn đã thay đổi',
    contactChanged: 'Email hoặc số điện thoại của tài khoản Cổng thông tin đối tác của bạn đã thay đổi',
    authenticatorAdded: 'Ứng dụng xác thực vừa được thêm vào tài khoản Cổng thông tin đối tác của bạn',
    authenticatorRemoved: 'Ứng dụng xác thực của tài khoản Cổng thông tin đối tác của bạn đã bị gỡ',
    recoveryCodeUsed: 'Một mã khôi phục của tài khoản Cổng thông tin đối tác của bạn vừa được dùng',
    passkeyAdded: 'Một khoá truy cập vừa được thêm vào tài khoản Cổng thông tin đối tác của bạn',
    passkeyRemoved: 'Một khoá truy cập của tài khoản Cổng thông tin đối tác của bạn đã bị gỡ',
  },
  what: {
    newDeviceSignIn: 'Tài khoản của bạn vừa được đăng nhập từ một thiết bị chưa từng dùng trước đây (lần đăng nhập này cần mã xác thực, qua SMS hoặc từ ứng dụng xác thực).',
    passwordChanged: 'Mật khẩu tài khoản của bạn vừa được đổi trên màn hình Hồ sơ. Mọi phiên đăng nhập và thiết bị đã ghi nhớ đều đã bị đăng xuất.',
    passwordReset: 'Mật khẩu tài khoản của bạn vừa được đặt lại bằng "Quên mật khẩu?". Mọi phiên đăng nhập và thiết bị đã ghi nhớ đều đã bị đăng xuất.',
    apiKeyCreated: (name) => `Khoá API mới ${name} vừa được tạo cho tài khoản của bạn.`,
    apiKeyRolled: (name) => `Khoá API ${name} của tài khoản bạn vừa được cấp mã bí mật mới; mã cũ ngừng hoạt động khi hết thời gian chuyển tiếp.`,
    roleChanged: (name) => `Vai trò của tài khoản của bạn vừa được đổi thành ${name}.`,
    contactChanged:
      'Chủ sở hữu đối tác vừa đổi địa chỉ email hoặc số điện thoại của tài khoản bạn. Mã xác thực và việc đặt lại mật khẩu từ nay gửi đến địa chỉ mới; '
      + 'mọi phiên đăng nhập và thiết bị đã ghi nhớ đều đã bị đăng xuất. Thông báo này được gửi đến địa chỉ cũ.',
    authenticatorAdded: 'Tài khoản của bạn vừa được thiết lập ứng dụng xác thực: từ nay mã của ứng dụng thay cho mã SMS khi đăng nhập.',
    authenticatorRemoved: 'Ứng dụng xác thực của tài khoản bạn vừa bị gỡ: khi đăng nhập sẽ lại cần mã SMS.',
    recoveryCodeUsed: (remaining) => `Một mã khôi phục vừa được dùng để đăng nhập vào tài khoản của bạn thay cho ứng dụng xác thực. Còn ${remaining} mã chưa dùng.`,
    passkeyAdded: (name) => `Khoá truy cập ${name} vừa được thêm vào tài khoản của bạn: từ nay có thể dùng khoá này thay cho mã SMS khi đăng nhập.`,
    passkeyRemoved: (name) => `Khoá truy cập ${name} vừa bị gỡ khỏi tài khoản của bạn.`,
  },
  ifNotYou: {
    newDeviceSignIn:
      'Nếu đó là bạn, bạn không cần làm gì. Nếu không phải bạn, có người đã biết mật khẩu của bạn: hãy đổi mật khẩu ngay '
      + '(Hồ sơ, rồi Đổi mật khẩu, hoặc "Quên mật khẩu?" trên màn hình đăng nhập) để đăng xuất mọi thiết bị, '
      + 'và báo cho quản trị viên.',
    passwordChanged: 'Nếu không phải bạn thực hiện, hãy đặt mật khẩu mới ngay bằng "Quên mật khẩu?" trên màn hình đăng nhập và báo cho quản trị viên.',
    passwordReset: 'Nếu không phải bạn thực hiện, hãy đặt mật khẩu mới ngay bằng "Quên mật khẩu?" trên màn hình đăng nhập và báo cho quản trị viên.',
    apiKeyCreated: 'Nếu không phải bạn tạo, hãy thu hồi khoá trên màn hình Khoá API, đổi mật khẩu và báo cho quản trị viên.',
    apiKeyRolled: 'Nếu không phải bạn thực hiện, hãy thu hồi khoá trên màn hình Khoá API, đổi mật khẩu và báo cho quản trị viên.',
    roleChanged: 'Nếu bạn không mong đợi thay đổi này, hãy báo cho quản trị viên.',
    contactChanged: 'Nếu bạn không yêu cầu thay đổi này, hãy báo ngay cho quản trị viên: có thể có người đang chiếm tài khoản của bạn.',
    authenticatorAdded: 'Nếu không phải bạn thực hiện, hãy gỡ ứng dụng trên màn hình Hồ sơ, đổi mật khẩu và báo cho quản trị viên.',
    authenticatorRemoved: 'Nếu không phải bạn thực hiện, hãy đổi mật khẩu ngay và báo cho quản trị viên.',
    recoveryCodeUsed: 'Nếu không phải bạn, hãy đổi mật khẩu ngay, tạo mã khôi phục mới trên màn hình Hồ sơ và báo cho quản trị viên.',
    passkeyAdded: 'Nếu không phải bạn thực hiện, hãy gỡ khoá truy cập trên màn hình Hồ sơ, đổi mật khẩu và báo cho quản trị viên.',
    passkeyRemoved: 'Nếu không phải bạn thực hiện, hãy đổi mật khẩu ngay và báo cho quản trị viên.',
  },
  labels: { account: 'Tài khoản', when: 'Thời gian', device: 'Thiết bị', address: 'Địa chỉ IP' },
  timeZone: '(giờ Việt Nam, UTC+7)',
  on: 'trên',
  unknown: 'không xác định',
  footer: 'Thư này được gửi tự động. Chúng tôi không bao giờ hỏi mật khẩu hay mã xác thực của bạn qua email, SMS hay điện thoại.',
  sms: {
    what: {
      newDeviceSignIn: 'dang nhap moi',
      passwordChanged: 'mat khau da doi',
      passwordReset: 'mat khau da dat lai',
      apiKeyCreated: 'khoa API moi',
      apiKeyRolled: 'khoa API doi ma bi mat',
      roleChanged: 'vai tro da doi',
      contactChanged: 'email hoac so dien thoai da doi',
      authenticatorAdded: 'da them ung dung xac thuc',
      authenticatorRemoved: 'da go ung dung xac thuc',
      recoveryCodeUsed: 'da dung ma khoi phuc',
      passkeyAdded: 'da them khoa truy cap',
      passkeyRemoved: 'da go khoa truy cap',
    },
    at: 'luc',
    on: 'tren',
    unknown: 'thiet bi khong ro',
    notYou: 'Khong phai ban?',
    action: {
      newDeviceSignIn: 'Hay doi mat khau ngay.',
      passwordChanged: 'Hay dung Quen mat khau ngay.',
      passwordReset: 'Hay dung Quen mat khau ngay.',
      apiKeyCreated: 'Hay thu hoi khoa va doi mat khau.',
      apiKeyRolled: 'Hay thu hoi khoa va doi mat khau.',
      roleChanged: 'Hay bao quan tri vien.',
      contactChanged: 'Hay bao quan tri vien ngay.',
      authenticatorAdded: 'Hay doi mat khau ngay.',
      authenticatorRemoved: 'Hay doi mat khau ngay.',
      recoveryCodeUsed: 'Hay doi mat khau ngay.',
      passkeyAdded: 'Hay doi mat khau ngay.',
      passkeyRemoved: 'Hay doi mat khau ngay.',
    },
  },
};

export const NOTICE_TEXTS: Record<NoticeLocale, NoticeTexts> = { en, vi };
