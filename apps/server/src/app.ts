import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { LOCALE_COOKIE, LOCALE_PARAM, resolveLocale } from '@portal/domain/locale/locales';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerCheck } from './platform/answers/answer-check';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './platform/errors';
import { translator } from './platform/i18n';
import { logging } from './platform/logging';
import devMailboxRoutes from './platform/mail/dev-mailbox';
import mailWorker, { type MailWorkerOptions } from './platform/mail/worker';
import requestLocale from './platform/request-locale';
import csrf from './platform/security/csrf';
import { registerRateLimits } from './platform/security/rate-limit';
import { rejectNulCharacters } from './platform/reject-nul';
import { registerSecurityHeaders } from './platform/security/headers';
import { newPublicId } from './platform/security/ids';
import { registerWeb } from './platform/web';
import { openapiCollector, openapiRoutes } from './platform/openapi/plugin';
import healthRoutes from './features/health/routes';
import lifecycle from './platform/lifecycle';
import metrics from './platform/observability/metrics';
import { runningTracing } from './platform/observability/trace-context';
import siteRoutes from './features/site/routes';
import providerRoutes from './features/provider/routes';
import universityRoutes from './features/university/routes';
import objectivesRoutes from './features/objectives/routes';
import scannerTrialRoutes from './features/scanner-trial/routes';
import quizRoutes from './features/quiz/routes';
import scormPackages from './platform/scorm/routes';
import educationRoutes from './features/education/routes';
import educationAdminRoutes from './features/education/admin-routes';
import registrationRoutes from './features/registration/routes';
import dsoCodeRoutes from './features/dso-codes/routes';
import resumeRoutes from './features/resume/routes';
import myRegistrationRoutes from './features/my-registration/routes';
import evaluationRoutes from './features/evaluations/routes';
import transcriptRoutes from './features/transcripts/routes';
import myRegistrationChangeRoutes from './features/my-registration/change-routes';
import marketingRoutes from './features/marketing/routes';
import { pageHeadTags } from './features/marketing/page-head';
import paymentsPlugin from './platform/payments/plugin';
import checkoutRoutes from './features/checkout/routes';
import paymentWebhookRoutes from './features/checkout/webhook-routes';
import waitingListRoutes from './features/waiting-list/routes';
import reminderRoutes from './features/reminders/routes';
import completionRoutes from './features/completion/routes';
import ticketRoutes from './features/check-in/public-routes';
import receiptRoutes from './features/receipts/routes';
import leadRoutes from './features/leads/routes';
import consentRoutes from './features/privacy/consent-routes';
import privacyRequestRoutes from './features/privacy-requests/routes';
import devRegistrationFixtures from './features/registration/dev-fixtures';
import devRegistrationStatus from './features/registration/dev-status';
import scheduleRoutes from './features/schedule/routes';
import offeringsCache, { type CacheOptions } from './features/offerings/cache';
import certificateRoutes from './features/certificates/routes';
import enrolmentRoutes from './features/enrolment/routes';
import staffAccess from './features/staff/access';
import staffAuthRoutes from './features/staff/auth-routes';
import staffAdminRoutes from './features/staff/admin-routes';
import sessionsAdminRoutes from './features/sessions-admin/admin-routes';
import apiTokenRoutes from './features/staff/api-token-routes';
import registrationAdminRoutes from './features/registration/admin-routes';
import leadAdminRoutes from './features/leads/admin-routes';
import campaignAdminRoutes from './features/campaign/admin-routes';
import dashboardAdminRoutes from './features/dashboard/admin-routes';
import funnelAdminRoutes from './features/funnel/admin-routes';
import rosterAdminRoutes from './features/certificates/roster-admin-routes';
import checkInAdminRoutes from './features/check-in/admin-routes';
import exportAdminRoutes from './features/exports/admin-routes';
import agdRosterAdminRoutes from './features/agd-roster/admin-routes';
import evaluationAdminRoutes from './features/evaluations/admin-routes';
import disclosureAdminRoutes from './features/disclosures/admin-routes';
import checkoutAdminRoutes from './features/checkout/admin-routes';
import dsoCodeAdminRoutes from './features/dso-codes/admin-routes';
import mailAdminRoutes from './features/mail-admin/admin-routes';
import webhookAdminRoutes from './features/webhooks/admin-routes';
import retentionAdminRoutes from './features/retention/admin-routes';
import privacyRequestAdminRoutes from './features/privacy-requests/admin-routes';
import webhookWorker, { type WebhookWorkerOptions } from './features/webhooks/worker';
import findWorker, { type FindWorkerOptions } from './features/my-registration/find-worker';
import devStaffFixtures from './features/staff/dev-fixtures';
import devReminderFixtures from './features/reminders/dev-fixtures';
import devEvaluationFixtures from './features/evaluations/dev-fixtures';
import { drawMailAttachment } from './mail-attachments';

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
  /** Tests only: rate-limit counters in this process's memory (the control run of the shared-store test). */
  inMemoryRateLimits?: boolean;
  /** Told of every route as it is registered (tests walk every route with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The mail worker's options (tests replace SMTP with a send of their own). */
  mail?: MailWorkerOptions;
  /** The webhook worker's options (tests: the control run without the claim). */
  webhooks?: WebhookWorkerOptions;
  /** The "Find my registrations" worker's options (tests: jobs left queued). */
  find?: FindWorkerOptions;
  /** Tests only: the offerings cache's control switch. */
  offeringsCache?: CacheOptions;
  /** Check every API answer against the document: on in development and tests; bench:api measures it in production. */
  checkAnswers?: boolean;
}

/** Builds the whole HTTP application; main.ts starts it and tests drive it with inject. */
export async function buildApp(config: Config, db: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...logging(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies may name the client (X-Forwarded-For); by default nobody can.
    trustProxy: config.trustProxy,
    genReqId: () => newPublicId(),
    // Long enough for any e-mail address in a path (lookups by e-mail); the default is 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    // Errors Fastify raises before routing (bad percent-encoding in the URL) get our error shape.
    // They happen before the request hooks, so the locale is read from the raw request here.
    frameworkErrors: (err, req, reply) => {
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const t = translator(resolveLocale(query.get(LOCALE_PARAM), app.parseCookie(req.headers.cookie ?? '')[LOCALE_COOKIE]));
      (reply as FastifyReply).code(400).send({ error: t(err.code === 'FST_ERR_BAD_URL' ? 'errors:badUrl' : 'errors:validation.invalid') });
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set): a span per request, before any route is declared.
  const tracing = runningTracing();
  if (tracing) await app.register(tracing.fastifyPlugin);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written as the route returns them (JSON.stringify): what they may hold is declared
  // per route (platform/answers/declare.ts) and checked in development and tests (answer-check.ts),
  // never silently trimmed in production.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // JSON only: a text body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('db', db);
  await app.register(lifecycle);
  await app.register(metrics);
  // Before any route (CSRF's /api/csrf included): the OpenAPI document is made of every route it sees.
  if (config.apiDocs) await app.register(openapiCollector, { publicUrl: config.publicUrl });
  // Development and tests: every API answer is checked against the document (not in production: bench:api).
  if (config.apiDocs && (options.checkAnswers ?? !config.production)) await app.register(answerCheck);

  // Outside things first: cookies, locale, headers, limits, CSRF; then errors; then features.
  await app.register(cookie, { secret: config.secret });
  await app.register(requestLocale);
  await registerSecurityHeaders(app, { stripe: config.payments.provider === 'stripe', docs: config.apiDocs });
  await registerRateLimits(app, { perMinute: config.rateLimitPerMinute, db, inMemory: options.inMemoryRateLimits });
  await app.register(csrf, { secret: config.secret, secure: config.production });
  // After CSRF: every /api/admin/ route's declared roles are enforced here (features/staff/access.ts).
  await app.register(staffAccess);
  registerErrorHandling(app);
  rejectNulCharacters(app);

  await app.register(offeringsCache, options.offeringsCache ?? {});
  if (config.apiDocs) await app.register(openapiRoutes);
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(providerRoutes);
  await app.register(universityRoutes);
  await app.register(objectivesRoutes);
  await app.register(scannerTrialRoutes);
  await app.register(quizRoutes);
  await app.register(scormPackages, { dev: !config.production });
  await app.register(educationRoutes);
  await app.register(registrationRoutes);
  await app.register(dsoCodeRoutes);
  await app.register(resumeRoutes);
  await app.register(findWorker, options.find ?? {});
  await app.register(myRegistrationRoutes);
  await app.register(evaluationRoutes);
  await app.register(transcriptRoutes);
  await app.register(myRegistrationChangeRoutes);
  await app.register(marketingRoutes);
  await app.register(paymentsPlugin);
  await app.register(checkoutRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(waitingListRoutes);
  await app.register(reminderRoutes);
  await app.register(completionRoutes);
  await app.register(ticketRoutes);
  await app.register(receiptRoutes);
  await app.register(scheduleRoutes);
  await app.register(certificateRoutes);
  await app.register(enrolmentRoutes);
  await app.register(leadRoutes);
  await app.register(consentRoutes);
  await app.register(privacyRequestRoutes);
  await app.register(staffAuthRoutes);
  await app.register(staffAdminRoutes);
  await app.register(sessionsAdminRoutes);
  await app.register(apiTokenRoutes);
  await app.register(registrationAdminRoutes);
  await app.register(leadAdminRoutes);
  await app.register(campaignAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(funnelAdminRoutes);
  await app.register(rosterAdminRoutes);
  await app.register(checkInAdminRoutes);
  await app.register(exportAdminRoutes);
  await app.register(agdRosterAdminRoutes);
  await app.register(evaluationAdminRoutes);
  await app.register(disclosureAdminRoutes);
  await app.register(checkoutAdminRoutes);
  await app.register(dsoCodeAdminRoutes);
  await app.register(educationAdminRoutes);
  await app.register(mailAdminRoutes);
  await app.register(webhookAdminRoutes);
  await app.register(retentionAdminRoutes);
  await app.register(privacyRequestAdminRoutes);
  // Sends queued mail over SMTP when SMTP_URL is set (several instances share the queue).
  // Receipts and tickets' QR codes travel as references and are drawn when sent, after the payment's commit.
  await app.register(mailWorker, { resolveAttachment: drawMailAttachment, ...options.mail });
  // Delivers webhook events (every instance; each delivery row is claimed before it is sent).
  await app.register(webhookWorker, options.webhooks ?? {});
  if (!config.production) {
    await app.register(devMailboxRoutes, { resolveAttachment: drawMailAttachment });
    await app.register(devRegistrationFixtures);
    await app.register(devRegistrationStatus);
    await app.register(devStaffFixtures);
    await app.register(devReminderFixtures);
    await app.register(devEvaluationFixtures);
  }
  if (options.extend) await app.register(options.extend);

  await registerWeb(app, config, pageHeadTags(config));
  return app;
}
