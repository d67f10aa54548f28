import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/mail';
import { escapeHtml as esc } from '../html';
import { resolveAttachments, type AttachmentResolver } from './attachments';
import { enqueueMail, htmlOf, latestMessages, messagesTo } from './outbox';

/**
 * Development and test only (never registered in production): the outbox as JSON for tests and
 * as a plain page for people, so e-mailed links can be followed without an SMTP server. Attachments
 * drawn at send time (a receipt) are drawn here too, to list the file names the mail will carry.
 */
export default async function devMailboxRoutes(app: FastifyInstance, options: { resolveAttachment?: AttachmentResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/dev/outbox', { schema: { querystring: z.object({ to: z.string().max(254).optional() }) } }, async (req) => {
    const rows = req.query.to ? await messagesTo(app.db.orm, req.query.to) : await latestMessages(app.db.orm);
    return Promise.all(
      rows.map(async (m) => {
        const attachments = (await resolveAttachments(app.db.orm, m.attachments, options.resolveAttachment)).map((a) => a.filename);
        return { id: m.id, to: m.to, subject: m.subject, text: m.text, html: await htmlOf(m), attachments, createdAt: m.createdAt };
      }),
    );
  });
  // A mail whose every retry failed (a dead letter), for the back office's Mail journey.
  r.post('/api/dev/outbox/dead-letter', { schema: { body: z.object({ to: z.email(), subject: z.string().max(200) }) } }, async (req) => {
    const id = await enqueueMail(app.db.orm, { to: req.body.to, subject: req.body.subject, text: `${req.body.subject}\n\nA test e-mail.` });
    await app.db.orm.update(outbox).set({ attempts: 11, lastError: '550 Mailbox unavailable (test)', deadAt: new Date() }).where(eq(outbox.id, id));
    return { id };
  });
  r.get('/dev/mailbox', async (_req, reply) => {
    const rows = await latestMessages(app.db.orm);
    const items = rows
      .map((m) => `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${m.createdAt.toISOString()}</p><pre>${esc(m.text)}</pre></article>`)
      .join('<hr>');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><main><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</main></body></html>`);
  });
}
