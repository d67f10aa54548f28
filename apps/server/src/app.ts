import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './platform/errors';
import { loggerOptions } from './platform/logging';
import devMailboxRoutes from './platform/mail/dev-mailbox';
import requestLocale from './platform/request-locale';
import csrf from './platform/security/csrf';
import { registerSecurityHeaders } from './platform/security/headers';
import { newPublicId } from './platform/security/ids';
import { registerWeb } from './platform/web';
import healthRoutes from './features/health/routes';
import siteRoutes from './features/site/routes';
import providerRoutes from './features/provider/routes';
import devRegistrationFixtures from './features/registration/dev-fixtures';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export const BODY_LIMIT = 128 * 1024;

export interface BuildOptions {
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Extra routes, registered with the features (tests of the conventions use it). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** Builds the whole HTTP application; main.ts starts it and tests drive it with inject. */
export async function buildApp(config: Config, db: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.production,
    genReqId: () => newPublicId(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('db', db);

  // Outside things first: cookies, locale, headers, limits, CSRF; then errors; then features.
  await app.register(cookie, { secret: config.secret });
  await app.register(requestLocale);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError(429, 'errors:tooManyRequests'),
  });
  await app.register(csrf, { secret: config.secret, secure: config.production });
  registerErrorHandling(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(providerRoutes);
  if (!config.production) {
    await app.register(devMailboxRoutes);
    await app.register(devRegistrationFixtures);
  }
  if (options.extend) await app.register(options.extend);

  await registerWeb(app, config);
  return app;
}
