import { isPlainObject } from '../core/isPlainObject';
/**
 * The signed-in user as the login answer describes it (spec §3 `userInfo`, CONTRACT.md), kept in storage `user`.
 * Parsed by hand rather than with zod: the light sign-in entry must stay small.
 */
export interface UserInfo {
  phone: string;
  code: string;
  /** `thirdparty`, `merchant`, `submerchant` or `staff` (CONTRACT.md); anything else is kept as it is. */
  type: string;
  isSubMerchant: boolean;
  owner: { code: string } | null;
  webPermissions: { action: string }[];
  /** Shown in the app bar when the server sends one. */
  name?: string;
  /** The owner chose the password: the first-password step comes before anything else. */
  mustChangePassword?: boolean;
  /** The role requires a passkey or an authenticator app the user lacks: adding one comes before anything else. */
  mustEnrolStrongFactor?: boolean;
}


const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const parseUserInfo = (value: unknown): UserInfo | null => {
  if (!isPlainObject(value)) return null;
  const permissions = Array.isArray(value.webPermissions) ? value.webPermissions : [];
  const owner = isPlainObject(value.owner) && text(value.owner.code) ? { code: text(value.owner.code) } : null;
  const name = text(value.name);
  return {
    phone: text(value.phone),
    code: text(value.code),
    type: text(value.type),
    isSubMerchant: value.isSubMerchant === true,
    owner,
    webPermissions: permissions
      .filter((permission): permission is Record<string, unknown> => isPlainObject(permission) && typeof permission.action === 'string')
      .map((permission) => ({ action: permission.action as string })),
    ...(name ? { name } : {}),
    ...(value.mustChangePassword === true ? { mustChangePassword: true } : {}),
    ...(value.mustEnrolStrongFactor === true ? { mustEnrolStrongFactor: true } : {}),
  };
};

/** Sub-merchant users act under their owner's code (spec §4 Verify login, §6). */
export const ownerCodeOf = (user: UserInfo): string => (user.isSubMerchant && user.owner ? user.owner.code : user.code);
