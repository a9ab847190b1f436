import { z } from 'zod';

/**
 * Wire types of second factors (issue 35): authenticator apps (TOTP) and recovery codes, enrolled and removed on
 * /profile (`/api/security/*Authenticator`, `regenerateRecoveryCodes`), answered at sign-in through verifyLogin's
 * `factor` (src/api/auth.ts). Types only are imported by the light sign-in entry.
 */

/** What may answer a sign-in challenge (`data.factors` of login): the SMS code, an authenticator app, a recovery code. */
export const SIGN_IN_FACTORS = ['sms', 'totp', 'recoveryCode'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

/** Message keys of the factor calls' refusals and notices; the app translates them (`app.factors.*`). */
export const FACTOR_MESSAGES = {
  /** 400 on `code`: not the app's current code (or one already used). */
  codeWrong: 'app.factors.errors.codeWrong',
  /** 409: remove the app first to set up another one. */
  alreadyActive: 'app.factors.errors.alreadyActive',
  /** 409: confirm asked with no enrolment started (or it was replaced). */
  notStarted: 'app.factors.errors.notStarted',
  /** 404-like: nothing to remove, or no app whose recovery codes could be renewed. */
  noAuthenticator: 'app.factors.errors.noAuthenticator',
  passwordWrong: 'app.factors.errors.passwordWrong',
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
  /** Unused recovery codes left (0 without an app). */
  recoveryCodesLeft: z.number().int().min(0),
}).meta({ examples: [{ authenticator: { state: 'active', confirmedAt: '2026-11-29T08:10:00.000Z', lastUsedAt: null }, recoveryCodesLeft: 10 }] });
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
