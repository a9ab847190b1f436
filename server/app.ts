import Fastify, {
  type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RawReplyDefaultExpression,
  type RawRequestDefaultExpression, type RawServerDefault,
} from 'fastify';
import { createCaptchaService, type CaptchaService } from './auth/captcha';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticApp } from './http/staticApp';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { captchaRoutes } from './modules/captcha/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'devHooks' | 'staticDir'>;
  /** The clock every expiry is measured against; tests move it. */
  now?: () => Date;
  /** Fastify's logger option: pino options (see http/logger.ts), or false for none. Default: none. */
  logger?: FastifyServerOptions['logger'];
}

export interface AppServices {
  captchas: CaptchaService;
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
export const buildApp = async ({ database, config, now = () => new Date(), logger = false }: AppDeps): Promise<App> => {
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  const services: AppServices = {
    captchas: createCaptchaService({ database, now, keepAnswersForDev: config.devHooks }),
  };
  app.decorate('services', services);

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(captchaRoutes, { prefix: '/api', captchas: services.captchas });
  if (config.devHooks) await app.register(devRoutes, { prefix: '/api', captchas: services.captchas, database });

  await registerStaticApp(app, config.staticDir);
  return app;
};
