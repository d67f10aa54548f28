import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@portal/domain/errors/app-error';
import type { Database } from '../../db/client';
import { postgresRateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  perMinute: number;
  db: Database;
  /** Tests only: count in this process's memory, to show what a shared store prevents. */
  inMemory?: boolean;
}

/**
 * Limits count API requests only, per client address (req.ip: the socket's address unless
 * TRUSTED_PROXIES says which proxies may name the client). Static files, pages and SCORM course
 * content are never limited: one module fetches hundreds of files, and a practice shares one
 * address. Routes may set a tighter `config.rateLimit` of their own.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(options.inMemory ? {} : { store: postgresRateLimitStore(options.db.pool) }),
    // A database outage fails the request's own queries anyway; the limiter must not add a 500 of its own.
    skipOnError: true,
    allowList: (req: FastifyRequest) => !isApiRequest(req),
    errorResponseBuilder: () => new AppError(429, 'errors:tooManyRequests'),
  });
}

function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url ?? req.url;
  return route === '/api' || route.startsWith('/api/');
}
