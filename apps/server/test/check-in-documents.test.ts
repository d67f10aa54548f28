import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAttachment } from '../src/db/schema/mail';
import { seedOfferings } from '../src/features/offerings/seed';
import { drawMailAttachment } from '../src/mail-attachments';
import { resolveAttachments } from '../src/platform/mail/attachments';
import { pdfQrCode, pdfText } from './helpers/certificate-fixtures';
import { liveSession, paidRegistration, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PAID_BROWSER_COOKIE, paidBrowserValue } from '../src/features/my-registration/paid-browser';

/**
 * What a ticket holder gets (issue 29): the QR code (PNG, SVG) that decodes back to the ticket's
 * token, the one-page PDF with their name and the session, the tickets on the completion API and
 * in the confirmation e-mail in every locale; nothing once the ticket is voided.
 */
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  session = await liveSession(t);
});
afterAll(() => t.close());

const decodePng = (buffer: Buffer): string | null => {
  const png = PNG.sync.read(buffer);
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
};
const get = (url: string) => t.call({ method: 'GET', url });
/** The mails to an address as they are sent: referenced attachments drawn as the mail worker draws them. */
const mailTo = async (to: string) => {
  const rows = (await t.db.pool.query('select text, attachments from outbox where "to" = $1 order by created_at', [to])).rows as { text: string; attachments: OutboxAttachment[] }[];
  return Promise.all(rows.map(async (r) => ({ text: r.text, attachments: await resolveAttachments(t.db.orm, r.attachments, drawMailAttachment) })));
};

/** GET /api/confirmation/{id}/details as the browser that paid it (its signed cookie; issue 50). */
const detailsOf = async (id: string) =>
  (await t.call({ method: 'GET', url: `/api/confirmation/${id}/details`, cookies: { [PAID_BROWSER_COOKIE]: paidBrowserValue(t.config.secret, id, new Date(Date.now() + 600_000)) } })).json();

describe('a ticket\'s QR code and PDF', () => {
  let reg: { id: string; email: string };
  let token: string;
  beforeAll(async () => {
    reg = await paidRegistration(t, session, { team: 1, lastName: 'Ticketholder' });
    token = (await ticketsOf(t, reg.id))[0].token;
  });

  it('the PNG decodes back to the token (jsQR)', async () => {
    const res = await get(`/api/tickets/${token}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(decodePng(res.rawPayload)).toBe(token);
  });

  it('the SVG draws the same code (qrcode\'s own segments carry the token; no SVG decoder is installed)', async () => {
    const res = await get(`/api/tickets/${token}/qr.svg`);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const code = QRCode.create(token, { errorCorrectionLevel: 'M' });
    // The encoder may split the token into byte and alphanumeric segments: together they spell it.
    const data = code.segments.map((s) => (s as unknown as { data: Uint8Array | string }).data);
    expect(data.map((d) => (typeof d === 'string' ? d : Buffer.from(d).toString())).join('')).toBe(token);
    const side = code.modules.size + 4;
    expect(res.body).toContain(`viewBox="0 0 ${side} ${side}"`);
  });

  it('the PDF names the person and the session, and its QR decodes to the token', async () => {
    const res = await get(`/api/tickets/${token}/ticket.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Door ticket');
    expect(text).toContain('Maya Ticketholder');
    expect(text).toContain('Door Fundamentals');
    expect(text).toContain('Navy Pier Hall B');
    expect(text).toMatch(/\d{4}/);
    expect(pdfQrCode(res.rawPayload)).toBe(token);
  });

  it('is on the completion API for the browser that paid, registrant first, then the team', async () => {
    const body = await detailsOf(reg.id);
    expect(body.tickets).toEqual([
      { name: 'Maya Ticketholder', qrUrl: `/api/tickets/${token}/qr.svg`, pdfUrl: `/api/tickets/${token}/ticket.pdf` },
      expect.objectContaining({ name: expect.stringMatching(/^Ana Lopez/) }),
    ]);
  });

  it('answers 404 for an unknown token, a malformed one and a voided ticket', async () => {
    expect((await get('/api/tickets/AAAAAAAAAAAAAAAAAAAAAA/qr.png')).statusCode).toBe(404);
    expect((await get('/api/tickets/not-a-token/ticket.pdf')).statusCode).toBe(404);
    expect((await get(`/api/tickets/${token}/other.txt`)).statusCode).toBe(404);
    const gone = await paidRegistration(t, session);
    const [ticket] = await ticketsOf(t, gone.id);
    await t.call({ method: 'POST', url: `/api/admin/registrations/${gone.id}/cancel`, payload: { reason: 'test' }, cookies: await signIn(t, await newStaff(t, 'operations')) });
    expect((await get(`/api/tickets/${ticket.token}/qr.svg`)).statusCode).toBe(404);
    expect((await get(`/api/tickets/${ticket.token}/ticket.pdf`)).statusCode).toBe(404);
  });

  it('a registration on demand has no tickets on the completion API', async () => {
    const onDemand = await paidRegistration(t, await liveSession(t, { courseType: 'on_demand' }));
    expect((await detailsOf(onDemand.id)).tickets).toEqual([]);
  });
});

describe('the confirmation e-mail', () => {
  it.each([
    ['en', 'Door tickets: show the attached QR code'],
    ['en-CA', 'Door tickets: show the attached QR code'],
    ['fr-CA', 'Billets d\'entrée : présentez le code QR joint'],
  ])('in %s attaches each person\'s QR code and links each PDF', async (locale, heading) => {
    const reg = await paidRegistration(t, session, { team: 1, locale });
    const tokens = (await ticketsOf(t, reg.id)).map((k) => k.token);
    const [mail] = await mailTo(reg.email);
    expect(mail.text).toContain(heading);
    for (const token of tokens) expect(mail.text).toContain(`${t.config.publicUrl.replace(/\/$/, '')}/api/tickets/${token}/ticket.pdf`);
    const qrs = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(qrs.map((a) => a.filename)).toEqual(['ticket-1.png', 'ticket-2.png']);
    expect(qrs.map((a) => decodePng(Buffer.from(a.contentBase64, 'base64')))).toEqual(tokens);
  });
});
