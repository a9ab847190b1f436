import { z } from 'zod';

/**
 * Wire types of second factors (issue 35): authenticator apps (TOTP) and recovery codes, enrolled and removed on
 * /profile (`/api/security/*Authenticator`, `regenerateRecoveryCodes`), answered at sign-in through verifyLogin's
 * `factor` (src/api/auth.ts). Types only are imported by the light sign-in entry.
 */

/**
 * What may answer a sign-in challenge (`data.factors` of login): the SMS code, an authenticator app, a recovery code,
 * a passkey (WebAuthn).
 */
export const SIGN_IN_FACTORS = ['sms', 'totp', 'recoveryCode', 'passkey'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];
/** The factors answered by a typed code (verifyLogin's `otp`); a passkey answers with its signed `passkey` instead. */
export const CODE_FACTORS = ['sms', 'totp', 'recoveryCode'] as const;
export type CodeFactor = (typeof CODE_FACTORS)[number];

/** Message keys of the factor calls' refusals and notices; the app translates them (`app.factors.*`). */
export const FACTOR_MESSAGES = {
  /** 400 on `code`: not the app's current code (or one already used). */
  codeWrong: 'app.factors.errors.codeWrong',
  /** 409: remove the app first to set up another one. */
  alreadyActive: 'app.factors.errors.alreadyActive',
  /** 409: confirm asked with no enrolment started (or it was replaced). */
  notStarted: 'app.factors.errors.notStarted',
  /** 409: no authenticator app to remove. */
  noAuthenticator: 'app.factors.errors.noAuthenticator',
  /** 409: recovery codes asked for by a user with neither a passkey nor an app. */
  noStrongFactor: 'app.factors.errors.noStrongFactor',
  passwordWrong: 'app.factors.errors.passwordWrong',
  /** 400 on `response`: the passkey's answer did not verify (wrong origin, challenge used or expired, bad signature). */
  passkeyRefused: 'app.factors.errors.passkeyRefused',
  /** 409: the passkey is registered already (to this user or another). */
  passkeyTaken: 'app.factors.errors.passkeyTaken',
  /** 404-like: no passkey of the caller's has this id. */
  noPasskey: 'app.factors.errors.noPasskey',
  /** 400 on `stepUp`: the app code or passkey given in place of the password again was not accepted (stepUp.ts). */
  stepUpRefused: 'app.factors.errors.stepUpRefused',
} as const;

const password = z.string().min(1).max(128);
const instant = z.iso.datetime({ offset: true }).nullable();

export const factorStatusSchema = z.object({
  authenticator: z.object({
    /** `none`; `pending` (started, not yet confirmed by a first code); `active` (asked at sign-in instead of the SMS code). */
    state: z.enum(['none', 'pending', 'active']),
    confirmedAt: instant,
    lastUsedAt: instant,
  }),
  /** The caller's passkeys, oldest first. */
  passkeys: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: instant,
  })),
  /** Unused recovery codes left (0 without a strong factor: an app or a passkey). */
  recoveryCodesLeft: z.number().int().min(0),
}).meta({
  examples: [{
    authenticator: { state: 'active', confirmedAt: '2026-11-29T08:10:00.000Z', lastUsedAt: null },
    passkeys: [{ id: 3, name: 'Work laptop', createdAt: '2026-11-29T08:12:00.000Z', lastUsedAt: null }], recoveryCodesLeft: 10,
  }],
});
export type FactorStatus = z.infer<typeof factorStatusSchema>;

export const authenticatorStartSchema = z.object({
  /** Base32 secret, for typing into an app that cannot scan. Shown once; the server keeps it sealed. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code of `uri` as an SVG image (`data:image/svg+xml;base64,…`), drawn by the server. */
  qrCode: z.string(),
}).meta({
  examples: [{
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Merchant%20Portal:DEMO01%2F0901234567?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Merchant%20Portal',
    qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
  }],
});
export type AuthenticatorStart = z.infer<typeof authenticatorStartSchema>;

export const confirmAuthenticatorRequestSchema = z.object({ code: z.string().trim().min(1).max(12) })
  .meta({ examples: [{ code: '492039' }] });
export type ConfirmAuthenticatorRequest = z.input<typeof confirmAuthenticatorRequestSchema>;

/** Ten one-time codes, shown once: when the first strong factor is confirmed, and each time they are renewed. */
export const recoveryCodesDataSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() })
  .meta({ examples: [{ recoveryCodes: ['k7m2p-9qx4t', 'a3bcd-ef5gh'] }] });
export type RecoveryCodesData = z.infer<typeof recoveryCodesDataSchema>;

export const passwordConfirmationSchema = z.object({ password })
  .meta({ examples: [{ password: 'demo-merchant-2026' }] });
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

/* Passkeys (WebAuthn Level 3's JSON forms, as @simplewebauthn/browser sends and reads them). Binary values are base64url. */

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/);
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transports = z.array(z.enum(PASSKEY_TRANSPORTS)).max(8);
const credentialDescriptor = z.object({ id: base64url(1400), type: z.literal('public-key'), transports: transports.optional() });
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).max(3).optional();

/** `PublicKeyCredentialCreationOptionsJSON`: give to `startRegistration({ optionsJSON })` of @simplewebauthn/browser. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: base64url(128),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url(128), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z.object({
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
    requireResidentKey: z.boolean().optional(),
    userVerification: userVerification.optional(),
  }).optional(),
  attestation: z.enum(['none', 'direct', 'enterprise', 'indirect']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints,
}).meta({
  examples: [{
    challenge: 'wW2u1V-1E-75Wq5t4V6rD5uMkzj0XyfNTMnOxw0NErA', rp: { name: 'Merchant Portal', id: 'portal.example.com' },
    user: { id: '3DYPSX4pzdyogBJlGyLheiEt-OS3eoUzzBXPYDIxVoo', name: 'DEMO01/0901234567', displayName: 'Demo Owner' },
    pubKeyCredParams: [{ alg: -8, type: 'public-key' }, { alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }], timeout: 60000,
    excludeCredentials: [], authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred', requireResidentKey: false },
    attestation: 'none', extensions: { credProps: true }, hints: [],
  }],
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** `PublicKeyCredentialRequestOptionsJSON`: give to `startAuthentication({ optionsJSON })`. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: base64url(128),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints,
}).meta({
  examples: [{
    challenge: '12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs', rpId: 'portal.example.com', timeout: 60000,
    allowCredentials: [{ id: 'AW4bY1kz0cQ', type: 'public-key', transports: ['internal', 'hybrid'] }], userVerification: 'preferred',
  }],
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

const credentialFields = {
  /** The credential id, base64url; `rawId` the same bytes. */
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** The browser's extension outputs (read for nothing yet). */
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
};

/** `RegistrationResponseJSON`: what `startRegistration()` resolves to, sent as is. */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: base64url(4096).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
}).meta({
  examples: [{
    id: 'AW4bY1kz0cQ', rawId: 'AW4bY1kz0cQ', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
    response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal', 'hybrid'] },
  }],
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** `AuthenticationResponseJSON`: what `startAuthentication()` resolves to, sent as is. */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
}).meta({
  examples: [{
    id: 'AW4bY1kz0cQ', rawId: 'AW4bY1kz0cQ', type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ', signature: 'MEUCIQ' },
  }],
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

export const finishPasskeyRegistrationRequestSchema = z.object({
  /** What the user calls it ("Work laptop"), shown in the list. */
  name: z.string().trim().min(1).max(60),
  response: passkeyRegistrationResponseSchema,
}).meta({
  examples: [{
    name: 'Work laptop',
    response: {
      id: 'AW4bY1kz0cQ', rawId: 'AW4bY1kz0cQ', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal', 'hybrid'] },
    },
  }],
});
export type FinishPasskeyRegistrationRequest = z.input<typeof finishPasskeyRegistrationRequestSchema>;

export const removePasskeyRequestSchema = z.object({ id: z.number().int().positive(), password })
  .meta({ examples: [{ id: 3, password: 'demo-merchant-2026' }] });
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequestSchema>;
