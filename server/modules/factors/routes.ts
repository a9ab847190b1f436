import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/envelope';
import {
  authenticatorStartSchema, confirmAuthenticatorRequestSchema, factorStatusSchema, finishPasskeyRegistrationRequestSchema,
  passkeyAuthenticationOptionsSchema, passkeyRegistrationOptionsSchema, passwordConfirmationSchema, recoveryCodesDataSchema, removePasskeyRequestSchema,
} from '../../../src/api/factors';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import type { AuthServices } from '../../auth/services';
import { sourceOf } from '../../auth/signInRateLimit';
import { stepUpPasskeyOptions } from '../../auth/stepUp';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createPasskeyService } from './passkeyService';
import { createFactorService } from './service';

const TAGS = ['security'];
const OWN = 'Any signed-in user, about themselves only.';
const PASSWORD_AGAIN = 'Takes the user\'s password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429).';
const emptyBody = z.object({}).meta({ examples: [{}] });

/**
 * Second factors on /profile (issue 35): an authenticator app (TOTP) and passkeys (WebAuthn) in place of the SMS code
 * at sign-in, and the recovery codes that stand in for them.
 */
export const factorRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const service = createFactorService(auth);
  const passkeys = createPasskeyService(auth);
  const own = requireAction(ACTIONS.profile);

  // Open to a user whose role requires a strong factor and who has none yet: enrolling one is what they must do.
  app.post('/security/findFactors', {
    config: { beforeStrongFactor: true },
    preHandler: own,
    schema: {
      summary: 'The caller\'s second factors: whether an authenticator app is set up (none, pending, active), the passkeys (name, '
        + 'created, last used) and how many recovery codes are left',
      description: `${OWN} Send an empty object. Never a secret.`,
      tags: TAGS, body: emptyBody, response: { 200: envelopeSchema(factorStatusSchema) },
    },
  }, async (request) => ok(await service.status(request.auth)));

  app.post('/security/startAuthenticator', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Start setting up an authenticator app: a new secret (base32 text), its otpauth URI and QR code (SVG data URL); '
        + 'confirmAuthenticator with a first code makes it active',
      description: `${OWN} ${PASSWORD_AGAIN} Starting again replaces a pending secret; 409 \`app.factors.errors.alreadyActive\` `
        + 'while an app is active (remove it first). The secret is kept encrypted (AES-256-GCM under a key derived from AUTH_SECRET).',
      tags: TAGS, body: passwordConfirmationSchema, response: { 200: envelopeSchema(authenticatorStartSchema) },
    },
  }, async (request) => ok(await service.start(request.auth, request.body.password, sourceOf(request))));

  app.post('/security/confirmAuthenticator', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Confirm the pending authenticator app with its current six-digit code: from then on sign-in asks for the app instead of '
        + 'an SMS; the first time, answers the ten recovery codes, shown this once',
      description: `${OWN} 400 \`app.factors.errors.codeWrong\` on \`code\` (throttled like sign-in: 429 after repeated wrong codes); `
        + '409 `app.factors.errors.notStarted` with no enrolment started. `recoveryCodes` is null when the user still holds codes. '
        + 'The user is told by e-mail or SMS.',
      tags: TAGS, body: confirmAuthenticatorRequestSchema, response: { 200: envelopeSchema(recoveryCodesDataSchema) },
    },
  }, async (request) => ok(await service.confirm(request.auth, request.body.code, sourceOf(request))));

  app.post('/security/removeAuthenticator', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Remove the caller\'s authenticator app and its recovery codes: sign-in asks for the SMS code again',
      description: `${OWN} ${PASSWORD_AGAIN} 409 \`app.factors.errors.noAuthenticator\` when there is none. The user is told by e-mail or SMS.`,
      tags: TAGS, body: passwordConfirmationSchema, response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => ok(await service.remove(request.auth, request.body.password, sourceOf(request))));

  app.post('/security/regenerateRecoveryCodes', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Ten new recovery codes, shown this once; the old ones stop working',
      description: `${OWN} ${PASSWORD_AGAIN} 409 \`app.factors.errors.noStrongFactor\` without a passkey or an active authenticator app.`,
      tags: TAGS, body: passwordConfirmationSchema, response: { 200: envelopeSchema(recoveryCodesDataSchema) },
    },
  }, async (request) => ok(await service.regenerate(request.auth, request.body.password, sourceOf(request))));

  app.post('/security/startPasskeyRegistration', {
    config: { beforeStrongFactor: true },
    preHandler: own,
    schema: {
      summary: 'Start registering a passkey: WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON) for the browser\'s '
        + '`startRegistration({ optionsJSON })`; finishPasskeyRegistration sends its answer',
      description: `${OWN} ${PASSWORD_AGAIN} The challenge is kept by the server for 5 minutes and is answered once; the caller's `
        + 'passkeys are excluded (no second copy on one authenticator). Attestation `none`; the relying party is WEBAUTHN_RP_ID.',
      tags: TAGS, body: passwordConfirmationSchema, response: { 200: envelopeSchema(passkeyRegistrationOptionsSchema) },
    },
  }, async (request) => ok(await passkeys.start(request.auth, request.body.password, sourceOf(request))));

  app.post('/security/finishPasskeyRegistration', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Store a new passkey under a name from the browser\'s answer (RegistrationResponseJSON) to startPasskeyRegistration\'s '
        + 'options; the first strong factor answers the ten recovery codes, shown this once',
      description: `${OWN} The answer must be signed for one of WEBAUTHN_ORIGINS, for WEBAUTHN_RP_ID, with an open challenge of the caller's. `
        + '400 `app.factors.errors.passkeyRefused` on `response` otherwise (throttled like sign-in: 429 after repeated refusals); '
        + '409 `app.factors.errors.passkeyTaken` when that credential is registered already. `recoveryCodes` is null when the user '
        + 'still holds codes. The user is told by e-mail or SMS.',
      tags: TAGS, body: finishPasskeyRegistrationRequestSchema, response: { 200: envelopeSchema(recoveryCodesDataSchema) },
    },
  }, async (request) => ok(await passkeys.finish(request.auth, request.body.name, request.body.response, sourceOf(request))));

  app.post('/security/stepUpPasskeyOptions', {
    preHandler: own,
    config: { errors: [409] },
    schema: {
      summary: 'WebAuthn request options for confirming a step (creating or rolling an API key, changing who may do what) with one '
        + 'of the caller\'s passkeys in place of the password: give them to `startAuthentication({ optionsJSON })` and send its answer '
        + 'as that call\'s `stepUp: { factor: \'passkey\', passkey }`',
      description: `${OWN} Send an empty object. The challenge is bound to this session, kept 5 minutes and answered once. `
        + '409 `app.factors.errors.noPasskey` for a caller with no passkey.',
      tags: TAGS, body: emptyBody, response: { 200: envelopeSchema(passkeyAuthenticationOptionsSchema) },
    },
  }, async (request) => ok(await stepUpPasskeyOptions(auth, request.auth)));

  app.post('/security/removePasskey', {
    preHandler: own,
    config: { beforeStrongFactor: true, errors: [409] },
    schema: {
      summary: 'Remove one of the caller\'s passkeys (`id` from findFactors); with the last strong factor go the recovery codes',
      description: `${OWN} ${PASSWORD_AGAIN} 409 \`app.factors.errors.noPasskey\` when the caller has no passkey with that id (another `
        + 'user\'s included). The user is told by e-mail or SMS.',
      tags: TAGS, body: removePasskeyRequestSchema, response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => ok(await passkeys.remove(request.auth, request.body.id, request.body.password, sourceOf(request))));
};
