import { z } from 'zod';
import type { PasswordRules } from './passwordPolicy';
import { passkeyAuthenticationResponseSchema, SIGN_IN_FACTORS } from './factors';
import { USER_TYPES } from './permissions';

/**
 * Wire types of the sign-in, verify, forgot-password, password-change, logout and profile calls (CONTRACT.md
 * "Sign-in calls", spec §3). The server validates requests and serialises answers with these; the light sign-in
 * entry only imports their types (`import type`), so zod stays out of its chunk.
 */

const text = (max: number) => z.string().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * The remembered-device secret the server issued in an earlier answer (`data.deviceId`), sent back as it came;
 * empty when the browser has none. Only a value the server issued to the same user skips the SMS code.
 */
const deviceId = z.string().trim().max(100).default('');

/** Passwords are checked by the server's policy, not here: only a sane upper bound on the wire. */
const password = z.string().min(1).max(128);

/** Device description the client derives from its user agent (spec §3 "Login request"). */
const deviceFields = {
  osVersion: text(100).default(''),
  os: text(100).default(''),
  browserVersion: text(100).default(''),
  browser: text(100).default(''),
  /** The spec's client sends a fixed local placeholder; the server records the address it sees instead. */
  ip: text(64).optional(),
  deviceId,
};

export const loginRequestSchema = z.object({
  code: requiredText(40),
  username: requiredText(100),
  password,
  captchaId: text(100).default(''),
  /** `text` or `captchaId,text` (spec §9). */
  captchaText: requiredText(200),
  ...deviceFields,
}).meta({
  examples: [{
    code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026', captchaId: '3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30',
    captchaText: 'k7Rm2', osVersion: '17.5', os: 'iOS', browserVersion: '17.5', browser: 'Safari', deviceId: '',
  }],
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const verifyLoginRequestSchema = z.object({
  /** The SMS code, the authenticator app's code or a recovery code, as `factor` says; required but with a passkey. */
  otp: requiredText(24).optional(),
  otpId: requiredText(100),
  /**
   * What answers: `sms` (the default, the spec's client), `totp` or `recoveryCode` in `otp`, or `passkey` in `passkey`
   * (when login's `factors` offered them).
   */
  factor: z.enum(SIGN_IN_FACTORS).default('sms'),
  /**
   * With `factor: 'passkey'` (and then required): the browser's AuthenticationResponseJSON (what `startAuthentication()`
   * of @simplewebauthn/browser resolves to) for the options passkeyOptions gave for this `otpId`.
   */
  passkey: passkeyAuthenticationResponseSchema.optional(),
  /** Accepted for the spec's client; the answer carries a new device secret whatever this says. */
  deviceId,
}).superRefine((body, context) => {
  const needed = body.factor === 'passkey' ? 'passkey' : 'otp';
  if (body[needed] === undefined) context.addIssue({ code: 'invalid_type', expected: needed === 'otp' ? 'string' : 'object', path: [needed], message: 'Required' });
}).meta({
  examples: [
    { otp: '482913', otpId: '0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41', deviceId: '' },
    {
      otpId: '0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41', factor: 'passkey', deviceId: '',
      passkey: {
        id: 'AW4bY1kz0cQ', rawId: 'AW4bY1kz0cQ', type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ', signature: 'MEUCIQ' },
      },
    },
  ],
});
export type VerifyLoginRequest = z.input<typeof verifyLoginRequestSchema>;

export const resetPassRequestSchema = z.object({
  /** Username (phone) or e-mail. */
  username: requiredText(254),
  captchaId: text(100).default(''),
  captchaText: requiredText(200),
  /** Sent by the spec's client; not used by this server. */
  accountKitToken: text(2000).optional(),
}).meta({ examples: [{ username: '0901234567', captchaId: '3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30', captchaText: 'k7Rm2' }] });
export type ResetPassRequest = z.input<typeof resetPassRequestSchema>;

export const resetPassVerifyOtpRequestSchema = z.object({ otp: requiredText(12), token: requiredText(200) })
  .meta({ examples: [{ otp: '570284', token: 'rs_4kQ9vX2mPzL7wN1c' }] });
export type ResetPassVerifyOtpRequest = z.input<typeof resetPassVerifyOtpRequestSchema>;

export const createNewPassRequestSchema = z.object({ password, confirmPassword: password, token: requiredText(200) })
  .meta({ examples: [{ password: 'Sen-Vang-2026!', confirmPassword: 'Sen-Vang-2026!', token: 'rs_8bT3nY6qWd1Kj5Zh' }] });
export type CreateNewPassRequest = z.input<typeof createNewPassRequestSchema>;

export const changePasswordRequestSchema = z.object({ currentPassword: password, password, confirmPassword: password })
  .meta({ examples: [{ currentPassword: 'demo-merchant-2026', password: 'Hoa-Mai-Tet-2027', confirmPassword: 'Hoa-Mai-Tet-2027' }] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const webPermissionSchema = z.object({ action: z.string() });

/** The signed-in user (spec §3 `userInfo`, CONTRACT.md). */
export const userInfoSchema = z.object({
  phone: z.string(),
  /** The user's own owner code; for a sub-merchant, `owner.code` is the code it acts under. */
  code: z.string(),
  type: z.enum(USER_TYPES),
  isSubMerchant: z.boolean(),
  owner: z.object({ code: z.string() }),
  webPermissions: z.array(webPermissionSchema),
  name: z.string(),
  /** The owner chose the first password: the app leads to the change step, the server refuses everything else. */
  mustChangePassword: z.boolean().optional(),
  /**
   * The role (or staff configuration) requires a passkey or an authenticator app and the user has none: the app
   * leads to enrolling one, the server refuses everything else (403 `app.auth.enrolFirst`) until then.
   */
  mustEnrolStrongFactor: z.boolean().optional(),
}).meta({
  examples: [{
    phone: '0901234567', code: 'DEMO01', type: 'merchant', isSubMerchant: false, owner: { code: 'DEMO01' },
    webPermissions: [{ action: 'findtransactions' }, { action: 'findshops' }, { action: 'manageshops' }], name: 'Nguyễn Văn An',
  }],
});
export type UserInfoWire = z.infer<typeof userInfoSchema>;

/**
 * `data` of login and verifyLogin. When `otp` is true there is no session yet: `token`, `userInfo` and
 * `tokenMcPt.token` are null and `otpId` names the challenge the SMS code answers.
 */
export const signInDataSchema = z.object({
  token: z.string().nullable(),
  userInfo: userInfoSchema.nullable(),
  /** With a session: a new device secret, to keep and send at the next login (the one sent stops working). */
  deviceId: z.string(),
  otp: z.boolean(),
  otpId: z.string().nullable(),
  tokenMcPt: z.object({ token: z.string().nullable() }),
  /**
   * Set when no new code was sent because one sent to the user is still valid (a second sign-in within its
   * minutes): when that code went out. Enter it; a new one can be asked for a minute after this instant.
   */
  codeSentAt: z.iso.datetime().optional(),
  /**
   * Set when no code was sent yet because the phone had one within the last minute: the seconds after which
   * resendLoginOtp sends it. The challenge is open meanwhile.
   */
  resendAfterSeconds: z.number().int().min(1).max(60).optional(),
  /**
   * With `otp` true: what may answer the challenge, the preferred first. A user with a passkey or an authenticator app
   * gets them first (`['passkey', 'totp', 'recoveryCode', 'sms']`, the ones the user has) and no SMS is sent until
   * resendLoginOtp asks for one ("use another way"); absent or `['sms']`: the SMS code went out as before.
   */
  factors: z.array(z.enum(SIGN_IN_FACTORS)).optional(),
}).meta({
  examples: [{
    token: 'V1StGXR8_Z5jdHi6B-myT4sKq2wLmN9c', userInfo: null, deviceId: 'dv_9Xk2mQ7pL4sR1tW8', otp: false, otpId: null,
    tokenMcPt: { token: 'Mc_3hJ8kP1qZ6vX9nB2' },
  }],
});
export type SignInDataWire = z.infer<typeof signInDataSchema>;

/** The rules the server checks new passwords against (`PASSWORD_PATTERN` and the length settings): the app's hints follow them. */
export const passwordRulesSchema = z.object({
  /** Source of a JavaScript regular expression, without flags. */
  pattern: z.string(),
  minLength: z.number().int().positive(),
  maxLength: z.number().int().positive(),
}).meta({ examples: [{ pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$', minLength: 8, maxLength: 64 }] }) satisfies z.ZodType<PasswordRules>;

/**
 * `data` of resetPass, resetPassVerifyOTP and createNewPass. `token` is the step token for the next call;
 * `expired` tells the client to go back a step (spec §4 Forgot password).
 */
export const resetStepDataSchema = z.object({
  token: z.string().nullable(),
  otp: z.boolean(),
  expired: z.boolean(),
  /** In the answer that opens the password step (resetPassVerifyOTP): what the new password must match. */
  passwordRules: passwordRulesSchema.optional(),
});
export type ResetStepData = z.infer<typeof resetStepDataSchema>;

/** `GET /api/merchant/profile`: the signed-in user's details for /profile. */
export const profileDataSchema = z.object({
  userInfo: userInfoSchema,
  fullName: z.string(),
  email: z.string().nullable(),
  ownerName: z.string(),
  /** ISO date-times; null when unknown. */
  lastSignInAt: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  /** What a new password must match (the password change on /profile). */
  passwordRules: passwordRulesSchema,
}).meta({
  examples: [{
    userInfo: {
      phone: '0901234567', code: 'DEMO01', type: 'merchant', isSubMerchant: false, owner: { code: 'DEMO01' },
      webPermissions: [{ action: 'findtransactions' }, { action: 'findshops' }], name: 'Nguyễn Văn An',
    },
    fullName: 'Nguyễn Văn An', email: 'merchant@demo.local', ownerName: 'Demo Merchant JSC', lastSignInAt: '2026-11-20T08:15:00.000Z',
    passwordChangedAt: '2026-10-02T03:40:00.000Z', passwordRules: { pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$', minLength: 8, maxLength: 64 },
  }],
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** `data` of a 429 answer: how long to wait before the next attempt (also in the `Retry-After` header). */
export const throttledDataSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
export type ThrottledData = z.infer<typeof throttledDataSchema>;

/** `POST /api/merchant/resendLoginOtp`: a new SMS code for the same challenge, once the wait is over. */
export const resendLoginOtpRequestSchema = z.object({ otpId: requiredText(100), deviceId })
  .meta({ examples: [{ otpId: '0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41', deviceId: '' }] });
export type ResendLoginOtpRequest = z.input<typeof resendLoginOtpRequestSchema>;

/** `data` of resendLoginOtp: the next resend is allowed after `retryAfterSeconds`. */
export const resendLoginOtpDataSchema = z.object({ otpId: z.string(), retryAfterSeconds: z.number().int().nonnegative() })
  .meta({ examples: [{ otpId: '0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41', retryAfterSeconds: 60 }] });
export type ResendLoginOtpData = z.infer<typeof resendLoginOtpDataSchema>;

/**
 * `POST /api/merchant/forgetDevice` (session required): this browser's device secret stops skipping the SMS
 * code; its next sign-in asks for one. A value the user does not hold changes nothing.
 */
export const forgetDeviceRequestSchema = z.object({ deviceId: requiredText(100) }).meta({ examples: [{ deviceId: 'dv_9Xk2mQ7pL4sR1tW8' }] });
export type ForgetDeviceRequest = z.input<typeof forgetDeviceRequestSchema>;

/** Assertion options for answering the sign-in challenge `otpId` with a passkey (login offered `passkey`). */
export const passkeyOptionsRequestSchema = z.object({ otpId: requiredText(100) })
  .meta({ examples: [{ otpId: '0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41' }] });
export type PasskeyOptionsRequest = z.input<typeof passkeyOptionsRequestSchema>;
