import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CancelRequestSchema } from '@portal/domain/my-registration/actions';
import { FIND_REQUESTS_PER_MINUTE, PAGE_LINK_REQUESTS_PER_MINUTE } from '@portal/domain/my-registration/links';
import { FindRegistrationsSchema } from '@portal/domain/my-registration/schema';
import { LinksSentAnswer, MyRegistrationAnswer, PageLinkAnswer } from './answers';
import { cancelMyRegistration } from './cancel';
import { findMyRegistrations } from './links';
import { requestProvesPaid } from './paid-browser';
import { linkFromConfirmation } from './page-link';
import { getMyRegistration } from './view';

/**
 * "My registration" (issue 42): links by e-mail, limited per client address here and per e-mail
 * address in the service; the page's read, limited too, though 128-bit tokens cannot be guessed;
 * the 'All set!' page's way in; the registrant's cancellation (moves and team changes are in change-routes.ts).
 */
const FIND_LIMIT = { max: FIND_REQUESTS_PER_MINUTE, timeWindow: '1 minute' };
const READ_LIMIT = { max: 60, timeWindow: '1 minute' };
const PAGE_LINK_LIMIT = { max: PAGE_LINK_REQUESTS_PER_MINUTE, timeWindow: '1 minute' };

export default async function myRegistrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/my-registrations', { schema: { body: FindRegistrationsSchema, response: { 200: LinksSentAnswer } }, config: { rateLimit: FIND_LIMIT } }, async (req) => {
    // Only a job is queued, whatever the address (links.ts); a worker takes it at its next poll.
    return findMyRegistrations(app.db.orm, req.body.email);
  });
  // The 'All set!' page's way in: the page's address for the browser that paid, a mailed link
  // for anyone else (page-link.ts); limited per client here.
  r.post(
    '/api/confirmation/:id/my-registration-link',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: PageLinkAnswer } }, config: { rateLimit: PAGE_LINK_LIMIT } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      const paidBrowser = requestProvesPaid(req, app.config.secret, req.params.id);
      return linkFromConfirmation(app.db.orm, { id: req.params.id, publicUrl: app.config.publicUrl, locale: req.locale, paidBrowser });
    },
  );
  r.get('/api/my-registration/:token', { schema: { params: z.object({ token: z.string().max(64) }), response: { 200: MyRegistrationAnswer } }, config: { rateLimit: READ_LIMIT } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return getMyRegistration(app.db.orm, req.params.token, req.locale);
  });
  r.post(
    '/api/my-registration/:token/cancel',
    { schema: { params: z.object({ token: z.string().max(64) }), body: CancelRequestSchema, response: { 200: MyRegistrationAnswer } }, config: { rateLimit: READ_LIMIT } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      const deps = { payments: app.payments, company: app.config.company, publicUrl: app.config.publicUrl };
      return cancelMyRegistration(app.db.orm, deps, req.params.token, req.body.expectedRefundCents, req.locale);
    },
  );
}
