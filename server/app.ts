import { randomBytes } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RawReplyDefaultExpression,
  type RawRequestDefaultExpression, type RawServerDefault,
} from 'fastify';
import { createCaptchaService, type CaptchaService } from './auth/captcha';
import { apiKeyGuard } from './auth/apiKeyGuard';
import { registerAuthGuard } from './auth/guard';
import { registerRefusalAudit } from './auth/refusals';
import { createAuthServices, type AuthServices } from './auth/services';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerControlCharacterCheck } from './http/controlCharacters';
import { createExportService } from './exportJobs/exportService';
import { registerErrorHandling } from './http/errors';
import { registerCloseOnShutdown } from './http/closeOnShutdown';
import { registerJsonBody } from './http/jsonBody';
import { createFileLinkSigner } from './models/fileLinks';
import { registerOpenApi } from './http/openapi';
import { registerOpenApiJson } from './http/openapiJson';
import { registerApiNoStore } from './http/apiCaching';
import { registerApiRateLimit } from './http/apiRateLimit';
import { registerRateLimitHeaders } from './http/rateLimitHeaders';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticApp } from './http/staticApp';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { captchaRoutes } from './modules/captcha/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { accountRoutes } from './modules/account/routes';
import { apiKeyRoutes } from './modules/apiKeys/routes';
import { partnerApiRoutes } from './modules/partnerApi/routes';
import { createApiKeyAuth } from './auth/apiKeys';
import { areaRoutes } from './modules/areas/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { exportedReportsRoutes } from './modules/exportedReports/routes';
import { fileRoutes } from './modules/files/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { pageRoutes } from './modules/pages/routes';
import { recordRoutes } from './modules/records/routes';
import { reportRoutes } from './modules/reports/routes';
import { roleRoutes } from './modules/roles/routes';
import { moneyRoutes } from './modules/money/routes';
import { salesRoutes } from './modules/sales/routes';
import { factorRoutes } from './modules/factors/routes';
import { securityRoutes } from './modules/security/routes';
import { shopRoutes } from './modules/shops/routes';
import { passwordResetRoutes } from './modules/passwordReset/routes';
import { signInRoutes } from './modules/signIn/routes';
import { deviceRoutes } from './modules/devices/routes';
import { submerchantRoutes } from './modules/submerchants/routes';
import { voucherReadRoute } from './modules/vouchers/readRoute';
import { voucherRoutes } from './modules/vouchers/routes';
import type { Notifier } from './notify/notifier';
import { webhookRoutes } from './modules/webhooks/routes';
import { registerWebhookKick } from './webhooks/kickAfterChange';
import { createWebhookService, type WebhookService } from './webhooks/webhookService';
import { notifyWebhookFailing } from './webhooks/failingNotice';
import { loadWebhooksConfig } from './config';
import { createFileStorage } from './storage/createFileStorage';
import type { FileStorage } from './storage/fileStorage';

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'devHooks' | 'apiDocs' | 'staticDir' | 'auth' | 'delivery' | 'uploads' | 'rates' | 'exports' | 'loyalty' | 'money' | 'serving'>
    // Optional: callers that build a configuration by hand keep the local folders.
    & Partial<Pick<Config, 'storage' | 'apiContact' | 'webhooks'>>;
  /** The clock every expiry is measured against; tests move it. */
  now?: () => Date;
  /** Fastify's logger option: pino options (see http/logger.ts), or false for none. Default: none. */
  logger?: FastifyServerOptions['logger'];
  /** SMS and e-mail delivery; default: from `config.delivery` (the dev outbox when no gateway is set). */
  notifier?: Notifier;
  /** Where uploaded bytes go; default: from `config.uploads` (the local folder FILES_DIR). */
  fileStorage?: FileStorage;
}

export interface AppServices {
  captchas: CaptchaService;
  auth: AuthServices;
  /** Partner webhooks' delivery (tests drive it: dispatch, runDue). */
  webhooks: WebhookService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export type App = FastifyInstance<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider
>;

/** The whole HTTP application, not listening: `main.ts` listens, tests use `app.inject()`. */
export const buildApp = async ({
  database, config, now = () => new Date(), logger = false, notifier, fileStorage,
}: AppDeps): Promise<App> => {
  // return503OnClosing: false: a request that reaches a kept-alive connection while the server closes is served
  // (with Connection: close) rather than refused; see http/closeOnShutdown.ts.
  const app = Fastify({ logger, trustProxy: config.serving.trustProxy, return503OnClosing: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // First: the headers go on every answer, including those an onRequest hook gives early.
  await registerSecurityHeaders(app, { maps: config.serving.maps });
  registerApiNoStore(app);
  await registerCompression(app);
  registerErrorHandling(app);
  registerCloseOnShutdown(app);
  registerJsonBody(app);
  registerControlCharacterCheck(app);
  registerRateLimitHeaders(app);
  // Before the session guard (a route hook): a flood is refused before it costs a session read.
  registerApiRateLimit(app, { perMinute: config.rates.apiPerMinute, now });
  await registerOpenApi(app, { served: config.apiDocs, contact: config.apiContact });

  const captchas = createCaptchaService({ database, now, keepAnswersForDev: config.devHooks });
  const auth = await createAuthServices({
    db: database.db, now, config: config.auth, delivery: config.delivery, devHooks: config.devHooks, captchas, log: app.log,
    notifier, authChanges: database.authChanges,
  });
  app.addHook('onClose', async () => auth.sessions.stop());
  // Partner webhooks: endpoint secrets are sealed under AUTH_SECRET (without one, in this process only, like file links).
  const webhooks = createWebhookService({
    database, config: config.webhooks ?? loadWebhooksConfig({}, config.devHooks ? 'development' : 'production'),
    authSecret: config.auth.secret ?? randomBytes(32).toString('base64url'), now, log: app.log,
    onFailing: async (endpoint) => notifyWebhookFailing(auth, endpoint),
  });
  const services: AppServices = { captchas, auth, webhooks };
  app.decorate('services', services);
  // E-mails queued after an answer go out before the database closes.
  app.addHook('onClose', () => auth.afterAnswer.idle());
  // Every /api route registered after this needs a session unless it is marked public; every /api/v1 route an API key.
  registerAuthGuard(app, auth.sessions, apiKeyGuard({
    db: database.db, now, keys: createApiKeyAuth(database.db, now), audit: auth.audit, perMinute: config.rates.apiKeyPerMinute,
    afterAnswer: auth.afterAnswer,
  }));
  registerRefusalAudit(app, auth.audit);
  registerOpenApiJson(app, { served: config.apiDocs, sessions: auth.sessions });

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(signInRoutes, { prefix: '/api', auth });
  await app.register(passwordResetRoutes, { prefix: '/api', auth });
  await app.register(accountRoutes, { prefix: '/api', auth });
  await app.register(captchaRoutes, { prefix: '/api', captchas: services.captchas, auth });
  await app.register(pageRoutes, { prefix: '/api', db: database.db, now });
  await app.register(areaRoutes, { prefix: '/api' });
  // Without a configured secret (tests, or a caller that did not resolve one) links work in this process only.
  const fileLinks = createFileLinkSigner({
    secret: config.auth.secret ?? randomBytes(32).toString('base64url'), ttlMinutes: config.uploads.linkTtlMinutes, now,
  });
  await app.register(recordRoutes, { prefix: '/api', db: database.db, now, captchas, fileLinks, passwordParams: auth.passwordParams });
  await app.register(reportRoutes, { prefix: '/api', db: database.db, now, perMinute: config.rates.reportsPerMinute });
  const storage = fileStorage ?? createFileStorage({ filesDir: config.uploads.filesDir, storage: config.storage });
  app.addHook('onClose', async () => storage.close?.());
  await app.register(fileRoutes, {
    prefix: '/api', database, config: config.uploads, uploadsPerMinute: config.rates.uploadsPerMinute, now, storage,
    links: fileLinks, sessions: auth.sessions,
  });
  await app.register(voucherRoutes, { prefix: '/api', database, now });
  await app.register(voucherReadRoute, { prefix: '/api', db: database.db, fileLinks, now });
  // Export jobs: every module with an export registers its kind; the workers start once the app is ready (tests'
  // inject too), and stop on close, before main.ts closes the database.
  const exports = createExportService({ database, config: config.exports, storage: config.storage, now, log: app.log });
  await app.register(exportedReportsRoutes, { prefix: '/api', exports });
  await app.register(loyaltyRoutes, { prefix: '/api', db: database.db, exports, rules: config.loyalty, now });
  await app.register(submerchantRoutes, { prefix: '/api', auth, exports });
  await app.register(deviceRoutes, { prefix: '/api', auth });
  await app.register(roleRoutes, { prefix: '/api', db: database.db, audit: auth.audit, now, auth });
  await app.register(securityRoutes, { prefix: '/api', auth, exports });
  await app.register(factorRoutes, { prefix: '/api', auth });
  app.addHook('onReady', () => exports.start());
  app.addHook('onClose', () => exports.stop());
  await app.register(salesRoutes, { prefix: '/api', db: database.db, exports });
  await app.register(shopRoutes, { prefix: '/api', db: database.db, exports, fileLinks, now });
  await app.register(checkoutRoutes, { prefix: '/api', db: database.db, rules: config.loyalty, now });
  await app.register(moneyRoutes, {
    prefix: '/api', db: database.db, now, money: config.money, notifier: auth.notifier, audit: auth.audit,
    secret: config.auth.secret ?? randomBytes(32).toString('base64url'), codesPerHour: config.auth.otpSendPerHour, factors: auth,
  });
  await app.register(apiKeyRoutes, { prefix: '/api', auth });
  await app.register(partnerApiRoutes, { prefix: '/api', db: database.db });
  await app.register(webhookRoutes, { prefix: '/api', auth, webhooks });
  registerWebhookKick(app, webhooks);
  app.addHook('onReady', () => webhooks.start());
  app.addHook('onClose', () => webhooks.stop());
  if (config.devHooks) await app.register(devRoutes, { prefix: '/api', captchas: services.captchas, database });

  await registerStaticApp(app, config.staticDir);
  return app;
};
