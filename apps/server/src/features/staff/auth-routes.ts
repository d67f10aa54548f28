import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAN } from '@portal/domain/staff/roles';
import { CodeBodySchema, LoginBodySchema, SetupCheckBodySchema, SetupConfirmBodySchema, SetupPasswordBodySchema } from '@portal/domain/staff/schemas';
import { noContent } from '../../platform/answers/declare';
import { actorOf } from './access';
import { CodeStepAnswer, LoginStepAnswer, SetupCheckAnswer, SetupDoneAnswer, SetupEnrolmentAnswer, SignedInStaffAnswer, SignedOutEverywhereAnswer } from './answers';
import { writeAudit } from './audit';
import { codeStep, passwordStep } from './login-service';
import { cookieOptions, endAllSessions, endSession, PENDING_COOKIE, SESSION_COOKIE } from './sessions';
import { checkSetup, chooseSetupPassword, confirmSetup } from './setup-service';

/** Sign-in, sign-out and account set-up of the back office (the routes that work before sign-in are 'public'). */
export default async function staffAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookie = cookieOptions(app.config.production);
  const PUBLIC = { roles: 'public' } as const;

  r.post('/api/admin/auth/login', { config: PUBLIC, schema: { body: LoginBodySchema, response: { 200: LoginStepAnswer } } }, async (req, reply) => {
    const pending = await passwordStep(app.db, { ...req.body, ip: req.ip });
    reply.setCookie(PENDING_COOKIE, pending, cookie);
    return { next: 'code' };
  });

  r.post('/api/admin/auth/code', { config: PUBLIC, schema: { body: CodeBodySchema, response: { 200: CodeStepAnswer } } }, async (req, reply) => {
    const token = await codeStep(app.db, { pendingToken: req.cookies[PENDING_COOKIE], code: req.body.code, ip: req.ip, requestId: req.id });
    reply.clearCookie(PENDING_COOKIE, cookie).setCookie(SESSION_COOKIE, token, cookie);
    return { ok: true };
  });

  r.get('/api/admin/auth/me', { config: { roles: CAN.signedIn }, schema: { response: { 200: SignedInStaffAnswer } } }, async (req) => req.staff!);

  r.post('/api/admin/auth/logout', { config: PUBLIC, schema: { response: { 204: noContent('Signed out: the session ended and its cookie is cleared') } } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await endSession(app.db.orm, token);
    return reply.clearCookie(SESSION_COOKIE, cookie).code(204).send();
  });

  r.post('/api/admin/auth/logout-everywhere', { config: { roles: CAN.signedIn }, schema: { response: { 200: SignedOutEverywhereAnswer } } }, async (req, reply) => {
    const actor = actorOf(req);
    const ended = await app.db.orm.transaction(async (tx) => {
      const n = await endAllSessions(tx, actor.id!);
      await writeAudit(tx, actor, { entity: 'staff', entityId: actor.id, action: 'sign_out_everywhere', after: { sessionsEnded: n } });
      return n;
    });
    return reply.clearCookie(SESSION_COOKIE, cookie).send({ sessionsEnded: ended });
  });

  r.post('/api/admin/setup/check', { config: PUBLIC, schema: { body: SetupCheckBodySchema, response: { 200: SetupCheckAnswer } } }, async (req) => checkSetup(app.db.orm, req.body.token));

  r.post('/api/admin/setup/password', { config: PUBLIC, schema: { body: SetupPasswordBodySchema, response: { 200: SetupEnrolmentAnswer } } }, async (req) =>
    chooseSetupPassword(app.db.orm, req.body.token, req.body.password),
  );

  r.post('/api/admin/setup/confirm', { config: PUBLIC, schema: { body: SetupConfirmBodySchema, response: { 200: SetupDoneAnswer } } }, async (req) =>
    confirmSetup(app.db.orm, req.body.token, req.body.code, req.id),
  );
}
