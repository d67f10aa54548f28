import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicRead?: boolean;
  }
}

/**
 * Route config of a public read whose answer is the same for every visitor in a locale and comes
 * from memory (the schedule, availability): it is not rate-limited (nothing to enumerate, nothing
 * costly to protect, and a counter in PostgreSQL would cost more than the answer) and does not
 * hand out the XSRF cookie (pages and the other API routes do), so its responses carry no
 * Set-Cookie and cost no signature.
 */
export const PUBLIC_READ = { publicRead: true, rateLimit: false } as const;

export const isPublicRead = (req: FastifyRequest) => req.routeOptions.config?.publicRead === true;
