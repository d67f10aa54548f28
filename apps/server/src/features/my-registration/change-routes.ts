import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MoveHoldRequestSchema, MovePaymentRequestSchema, MoveRequestSchema, TeamRequestSchema } from '@portal/domain/my-registration/actions';
import { NeedsAuthenticationAnswer } from '../checkout/answers';
import { holdDearerMove } from '../moves/hold';
import { payMoveDifference } from '../moves/pay-difference';
import { getMyRegistration } from './view';
import { ConfirmationAnswer } from '../completion/answers';
import { MyRegistrationAnswer } from './answers';
import { moveMyRegistration, moveOptions } from './move';
import { changeMyTeam } from './team';

/**
 * The registrant's own changes (issue 42): moving to another session and changing the team, from
 * the page's link. The token is the capability (410 when it no longer works); the writes are
 * XSRF-protected like every public write, and limited per client like the page's read.
 */
const LIMIT = { max: 60, timeWindow: '1 minute' };
const params = z.object({ token: z.string().max(64) });

export const MoveOptionsAnswer = z
  .object({
    sessions: z.array(
      z.object({
        sessionId: z.string(),
        course: ConfirmationAnswer.shape.course.describe('The session as the page shows it, in the reader\'s locale (no meeting link or calendar file until the registration is there).'),
        seatsLeft: z.number().int(),
        language: z.enum(['en', 'fr']).describe('The language the session is taught in.'),
        price: z.object({ cents: z.number().int(), currency: z.enum(['USD', 'CAD']) }).describe('The registration\'s price there, in the currency it pays in: with its paid order\'s coupon and tax region once paid, the fee before.'),
        difference: z
          .object({ kind: z.enum(['due', 'refund', 'none']), cents: z.number().int() })
          .nullable()
          .describe('What moving there settles (issue 50): `due`, paid first; `refund`, given back with a credit note; `none`. Null before paying.'),
      }),
    ),
  })
  .describe('The sessions the registration may move to now, soonest first: the same course and variant, priced in the currency it pays in, seats for the registrant and their team, changes still open there. Empty when the registration cannot move (ended, on demand, past its cut-off).');

export const MoveHoldAnswer = z
  .object({
    holdId: z.string(),
    sessionId: z.string(),
    dueCents: z.number().int().describe('The difference to pay, decided by the server with the terms the registration paid with.'),
    currency: z.enum(['USD', 'CAD']),
    expiresAt: z.string().describe('ISO instant: the seats go back to the session unless paid by then.'),
  })
  .describe('The dearer session\'s seats, held for the registration while it pays the difference (issue 50).');

const private_ = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');

export default async function myRegistrationChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { hosts: app.config.site, publicUrl: app.config.publicUrl };
  // The payment provider is decorated after the routes are registered: read it per request.
  const moveDeps = () => ({ ...deps, payments: app.payments, company: app.config.company });
  r.get('/api/my-registration/:token/sessions', { schema: { params, response: { 200: MoveOptionsAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    private_(reply);
    return moveOptions(app.db.orm, req.params.token, req.locale);
  });
  r.post('/api/my-registration/:token/move', { schema: { params, body: MoveRequestSchema, response: { 200: MyRegistrationAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    private_(reply);
    return moveMyRegistration(app.db.orm, moveDeps(), req.params.token, req.body.sessionId, req.locale);
  });
  // A dearer session (issue 50): its seats held, then the difference paid through the checkout's provider, then the move.
  r.post('/api/my-registration/:token/move-hold', { schema: { params, body: MoveHoldRequestSchema, response: { 200: MoveHoldAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    private_(reply);
    return holdDearerMove(app.db.orm, req.params.token, req.body.sessionId, app.config.publicUrl);
  });
  r.post(
    '/api/my-registration/:token/move-payment',
    { schema: { params, body: MovePaymentRequestSchema, response: { 200: MyRegistrationAnswer, 202: NeedsAuthenticationAnswer } }, config: { rateLimit: LIMIT } },
    async (req, reply) => {
      private_(reply);
      const answer = await payMoveDifference(app.db.orm, moveDeps(), req.params.token, req.body);
      // 202: the bank wants the cardholder to authenticate; the browser does, then sends the same request again.
      if ('next' in answer) return reply.code(202).send(answer);
      return getMyRegistration(app.db.orm, req.params.token, req.locale);
    },
  );
  r.put('/api/my-registration/:token/team', { schema: { params, body: TeamRequestSchema, response: { 200: MyRegistrationAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    private_(reply);
    return changeMyTeam(app.db.orm, deps, req.params.token, req.body.teamMembers, req.locale);
  });
}
