import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttendanceBodySchema,
  CertificateFileParamsSchema,
  CertificateLookupSchema,
  VerificationParamsSchema,
} from '@portal/domain/certificates/certificates';
import { sendPdfAttachment } from '../../platform/answers/pdf-attachment';
import { AttendanceAnswer, CertificateFileAnswer, CertificateListAnswer, VerificationAnswer } from './answers';
import { writeAudit } from '../staff/audit';
import { requireAttendanceToken } from './admin-token';
import { markAttendance } from './attendance';
import { sessionInScope } from './roster-admin';
import { certificateFile, listCertificates, verifyCertificate } from './service';

/** Look-ups by e-mail reveal who attended: a tight limit per client address (house privacy target). */
export const CERTIFICATE_LOOKUP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const CERTIFICATE_FILE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export default async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/certificate/:email', { config: { rateLimit: CERTIFICATE_LOOKUP_RATE_LIMIT }, schema: { params: CertificateLookupSchema, response: { 200: CertificateListAnswer } } }, async (req) =>
    listCertificates(app.db.orm, req.params.email, req.locale),
  );

  r.get(
    '/api/certificate/:email/:certificateId/:file',
    {
      config: { rateLimit: CERTIFICATE_FILE_RATE_LIMIT },
      schema: { params: z.object({ ...CertificateFileParamsSchema.shape, file: z.enum(['certificate.pdf', 'letter.pdf'], { error: 'errors:notFound' }) }), response: { 200: CertificateFileAnswer } },
    },
    async (req, reply) => {
      const kind = req.params.file === 'certificate.pdf' ? 'certificate' : 'letter';
      return sendPdfAttachment(reply, await certificateFile(app.db.orm, req.params.email, req.params.certificateId, kind, app.config));
    },
  );

  r.get('/api/verify/:code', { config: { rateLimit: VERIFY_RATE_LIMIT }, schema: { params: VerificationParamsSchema, response: { 200: VerificationAnswer } } }, async (req) =>
    verifyCertificate(app.db.orm, req.params.code, req.locale),
  );

  // Automation: a person's API token, not a browser session, so no CSRF cookie is involved.
  r.post(
    '/api/attendance',
    { config: { csrf: false }, onRequest: requireAttendanceToken(app), schema: { body: AttendanceBodySchema, response: { 200: AttendanceAnswer } } },
    async (req) => {
      const staff = req.staff!;
      // An educator's token marks only the sessions they present; another answers as unknown, so
      // no per-address outcome (registered? paid?) is ever computed for it.
      await sessionInScope(app.db.orm, staff, req.body.offeringId, 'certificates:admin.unknownSession');
      const results = await markAttendance(app.db.orm, { ...req.body, markedBy: `api:${staff.email}` });
      await writeAudit(app.db.orm, { id: staff.id, label: staff.email, requestId: req.id }, {
        entity: 'attendance',
        entityId: req.body.offeringId,
        action: 'mark',
        after: { results, via: 'api_token', note: req.body.markedBy ?? null },
      });
      return { results };
    },
  );
}
