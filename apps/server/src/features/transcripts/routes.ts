import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TranscriptQuerySchema } from '@portal/domain/ce-records/transcript';
import { AppError } from '@portal/domain/errors/app-error';
import { LOCALE_PARAM } from '@portal/domain/locale/locales';
import { RegistrationIdParamsSchema } from '@portal/domain/registration/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { fileAnswer } from '../../platform/answers/declare';
import { sendPdfAttachment as send } from '../../platform/answers/pdf-attachment';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { transcriptForToken, transcriptOfRegistration } from './service';

/** As the registrant's page reads (my-registration/routes.ts): the token is the capability. */
const LIMIT = { max: 30, timeWindow: '1 minute' };
const TranscriptFile = fileAnswer('application/pdf', "The CE transcript of the registration's e-mail address, as a PDF attachment.");

/** Whether the request chose a locale itself (?locale=), rather than the staff member's cookie. */
const asksLocale = (url: string) => new URL(url, 'http://portal').searchParams.has(LOCALE_PARAM);

/**
 * A dentist's CE transcript (issue 52, item 4): from the registrant's own page (its link's token,
 * which the "Find my registrations" mail also gives), in the reader's locale; and from a
 * registration in the back office (administrators and operations, audited, in the registrant's
 * locale unless staff ask for another with ?locale=).
 */
export default async function transcriptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = () => ({ publicUrl: app.config.publicUrl, recognition: app.config.recognition });

  r.get(
    '/api/my-registration/:token/transcript.pdf',
    { schema: { params: z.object({ token: z.string().max(64) }), querystring: TranscriptQuerySchema, response: { 200: TranscriptFile } }, config: { rateLimit: LIMIT } },
    async (req, reply) => send(reply, await transcriptForToken(app.db.orm, req.params.token, req.query, req.locale, settings())),
  );

  r.get(
    '/api/admin/registrations/:id/transcript.pdf',
    { config: { roles: CAN.transcripts }, schema: { params: RegistrationIdParamsSchema, querystring: TranscriptQuerySchema, response: { 200: TranscriptFile } } },
    async (req, reply) => {
      const file = await transcriptOfRegistration(app.db.orm, req.params.id, req.query, asksLocale(req.url) ? req.locale : null, settings());
      if (!file) throw new AppError(404, 'errors:notFound');
      // A person's CE record left the portal: who took it, which period and how many courses.
      await writeAudit(app.db.orm, actorOf(req), {
        entity: 'registration',
        entityId: req.params.id,
        action: 'download_transcript',
        after: { from: req.query.from ?? null, to: req.query.to ?? null, courses: file.transcript.lines.length },
      });
      return send(reply, file);
    },
  );
}
