import type { AuthenticatorStart } from '../../../../src/api/factors';
import type { UserInfo } from '../../../../src/authProvider/userInfo';

/** /profile's read for a DEMO01 user, as `GET /api/merchant/profile` answers it. */
export const profileOf = (user: UserInfo) => ({
  userInfo: { ...user, owner: { code: 'DEMO01' } }, fullName: 'Nguyễn Văn An', email: 'merchant@demo.local', ownerName: 'Demo Merchant',
  lastSignInAt: null, passwordChangedAt: null, passwordRules: { pattern: '^.+$', minLength: 9, maxLength: 40 },
});

/** startAuthenticator's answer: a secret, its otpauth URI and a QR code. */
export const APP_START: AuthenticatorStart = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Merchant%20Portal:DEMO01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};

/** Ten recovery codes as the server shows them once. */
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
