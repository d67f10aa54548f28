import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAttendance } from '../src/features/certificates/attendance';
import { mailFoundLinks } from '../src/features/my-registration/links';
import { pdfText } from './helpers/certificate-fixtures';
import { registrant, session } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A dentist's CE transcript (issue 52, item 4): three courses in two subject codes, totals checked
 * in the PDF's text (pdftotext); every registration of the address counts whatever its case, a
 * moved one at the session attended, a cancelled one not; the page's token is the capability (another
 * registration's covers its own address only; a revoked or expired link is refused); staff download
 * it audited (viewer refused, operations the control); the recognition statements when configured only;
 * a certificate held for its evaluation stays off until answered.
 */
const RECOGNISED = { ADA_CERP_PROVIDER: 'true', AGD_PACE_PROVIDER_ID: '218476', AGD_PACE_APPROVED_FROM: '2025-01-01', AGD_PACE_APPROVED_TO: '2028-12-31' };
let t: TestApp;
let bare: TestApp;
const HOUR = 3_600_000;

let ip = 0;
const from = () => `10.54.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (app: TestApp, sql: string, params: unknown[] = []) => (await app.db.pool.query(sql, params)).rows;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\u00a0|\u202f/g, ' ');

/** A certified course of `email` (a registration of its own, attended `daysAgo`), with its title, hours and subject code. */
async function course(app: TestApp, email: string, o: { title: string; hours: number; code?: string | null; variant?: 'standard' | 'pediatric'; daysAgo: number }) {
  const offeringId = await session(app, { variant: o.variant });
  const reg = await registrant(app, offeringId);
  const starts = new Date(Date.now() - o.daysAgo * 24 * HOUR);
  await q(app, `update offerings set starts_at = $2, ends_at = $3, title_en = $4, title_fr = $5, ce_hours = $6, agd_subject_code = $7 where id = $1`, [
    offeringId, starts, new Date(starts.getTime() + 7 * HOUR), o.title, `${o.title} (fr)`, o.hours, o.code ?? null,
  ]);
  await markAttendance(app.db.orm, { offeringId, emails: [reg.email], markedBy: 'test' });
  // The same dentist registered each time (once with capitals: an address is one whatever its case).
  await q(app, 'update registrations set email = $2 where id = $1', [reg.id, email]);
  const [{ code }] = await q(app, 'select verification_code as code from certificates where registration_id = $1', [reg.id]);
  return { ...reg, offeringId, code: code as string, starts };
}

interface Dentist {
  email: string;
  token: string;
  registrationId: string;
  codes: string[];
  cancelledCode: string;
  movedTitle: string;
}

async function dentist(app: TestApp): Promise<Dentist> {
  const email = `dentist.${Date.now()}.${++ip}@example.com`;
  const a = await course(app, email, { title: 'Aligner Fundamentals', hours: 7, code: '370', daysAgo: 200 });
  const b = await course(app, email.toUpperCase(), { title: 'Pediatric Aligners', hours: 3.5, variant: 'pediatric', daysAgo: 100 });
  const c = await course(app, email, { title: 'Attended Session', hours: 7.5, code: '370', daysAgo: 20 });
  // Moved after attending: the transcript prints the session attended.
  const elsewhere = await session(app);
  await q(app, `update offerings set title_en = 'Moved Elsewhere' where id = $1`, [elsewhere]);
  await q(app, 'update registrations set offering_id = $2 where id = $1', [c.id, elsewhere]);
  // Attended, then cancelled: not CE.
  const d = await course(app, email, { title: 'Cancelled Course', hours: 2, code: '070', daysAgo: 10 });
  await q(app, 'update registrations set cancelled_at = now() where id = $1', [d.id]);
  // Another dentist's course: not on this transcript.
  await course(app, `other.${Date.now()}@example.com`, { title: 'Somebody Else', hours: 1, code: '010', daysAgo: 50 });
  await q(app, `update registrations set information = information || '{"agdNumber":"123456"}' where id = $1`, [a.id]);
  return { email, token: a.token, registrationId: a.id, codes: [a.code, b.code, c.code], cancelledCode: d.code, movedTitle: 'Moved Elsewhere' };
}

const download = (app: TestApp, token: string, query: Record<string, string> = {}, locale?: string) =>
  app.call({ method: 'GET', url: `/api/my-registration/${token}/transcript.pdf`, query, locale, remoteAddress: from() });

let jane: Dentist;
beforeAll(async () => {
  [t, bare] = await Promise.all([createTestApp(RECOGNISED), createTestApp()]);
  jane = await dentist(t);
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
});

describe("the registrant's transcript", () => {
  it('lists three courses in two subject codes by date, the hours per code and overall, each verification code, and the statements', async () => {
    const res = await download(t, jane.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ce-transcript-all.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = oneLine(pdfText(res.rawPayload));
    expect(text).toContain('Continuing Education Transcript');
    expect(text).toContain(jane.email);
    expect(text).toContain('AGD member ID: 123456');
    expect(text).toContain('Period: every course on record');
    for (const code of jane.codes) expect(text).toContain(code);
    // By date: the oldest first; the moved registration under the session attended.
    const order = ['Aligner Fundamentals', 'Pediatric Aligners', 'Attended Session'].map((title) => text.indexOf(title));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(text).not.toContain(jane.movedTitle);
    expect(text).not.toContain('Cancelled Course');
    expect(text).not.toContain(jane.cancelledCode);
    expect(text).not.toContain('Somebody Else');
    expect(text).toContain('370 Orthodontics: 14.5 h (2 courses)');
    expect(text).toContain('430 Pediatric Dentistry: 3.5 h (1 course)');
    expect(text).toContain('Total CE hours: 18');
    expect(text).toContain('Provider recognition');
    expect(text).toContain('is an ADA CERP Recognized Provider');
    expect(text).toContain('Provider ID# 218476');
  });

  it('lists only the period asked, and says so; a start after the end is refused', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
    const res = await download(t, jane.token, { from: day(150), to: day(0) });
    expect(res.statusCode).toBe(200);
    const text = oneLine(pdfText(res.rawPayload));
    expect(text).toContain('courses outside this period are not listed');
    expect(text).not.toContain('Aligner Fundamentals');
    expect(text).toContain('370 Orthodontics: 7.5 h (1 course)');
    expect(text).toContain('Total CE hours: 11');
    const reversed = await download(t, jane.token, { from: day(0), to: day(150) });
    expect(reversed.statusCode).toBe(400);
  });

  it('is printed in French for a French reader', async () => {
    const text = oneLine(pdfText((await download(t, jane.token, {}, 'fr-CA')).rawPayload));
    expect(text).toContain('Relevé de formation continue');
    expect(text).toContain('Aligner Fundamentals (fr)');
    expect(text).toContain('370 Orthodontie');
    expect(text).toMatch(/Total des heures de FC : 18/);
  });

  it('claims no recognition when none is configured (the control: the configured portal prints both)', async () => {
    const other = await dentist(bare);
    const text = oneLine(pdfText((await download(bare, other.token)).rawPayload));
    expect(text).toContain('Total CE hours: 18');
    expect(text).not.toContain('Provider recognition');
    expect(text).not.toContain('ADA CERP');
    expect(text).not.toContain('PACE');
  });

  it("covers the address of the token's registration only: another registration's token gives its own", async () => {
    const offeringId = await session(t);
    const stranger = await registrant(t, offeringId);
    const res = await download(t, stranger.token);
    expect(res.statusCode).toBe(200);
    const text = oneLine(pdfText(res.rawPayload));
    expect(text).toContain(stranger.email);
    expect(text).toContain('No continuing education course attended in this period.');
    for (const code of jane.codes) expect(text).not.toContain(code);
    // The address is never read from the request: a query naming Jane's changes nothing.
    const asked = oneLine(pdfText((await download(t, stranger.token, { email: jane.email })).rawPayload));
    for (const code of jane.codes) expect(asked).not.toContain(code);
  });

  it('refuses a revoked or expired link and an unknown token (the control: a working link of the same registration)', async () => {
    const d = await dentist(t);
    expect((await download(t, d.token)).statusCode).toBe(200);
    await q(t, `update registration_links set revoked_at = now() where registration_id = $1`, [d.registrationId]);
    const revoked = await download(t, d.token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.headers['content-type']).not.toBe('application/pdf');

    await mailFoundLinks(t.db.orm, d.email, t.config.publicUrl);
    const [mail] = await q(t, `select text from outbox where "to" = $1 and text like '%my-registration?token=%' order by created_at desc limit 1`, [d.email]);
    const fresh = /my-registration\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await download(t, fresh)).statusCode).toBe(200);
    // The mail holds a link per registration of the address: each expires.
    await q(t, `update registration_links set expires_at = now() - interval '1 second' where registration_id in (select id from registrations where lower(email) = $1)`, [d.email]);
    expect((await download(t, fresh)).statusCode).toBe(410);
    expect((await download(t, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(410);
  });
});

describe('a certificate that waits for its evaluation', () => {
  it('keeps its line off the transcript until the evaluation is answered (the control: answered, the line is there)', async () => {
    // On the unconfigured portal, last: staff's choice holds every pediatric live course's certificate there.
    const d = await dentist(bare);
    await q(bare, `insert into course_evaluation_forms (course_key, questions, certificate_waits, updated_by) values ('live:pediatric', $1, true, 'test')
             on conflict (course_key) do update set certificate_waits = true, questions = excluded.questions`, [JSON.stringify([{ id: 'objectives_met', kind: 'rating' }])]);
    const held = oneLine(pdfText((await download(bare, d.token)).rawPayload));
    expect(held).not.toContain('Pediatric Aligners');
    expect(held).not.toContain(d.codes[1]);
    expect(held).toContain('Total CE hours: 14.5');

    const [pediatric] = await q(bare, `select r.id from registrations r join certificates c on c.registration_id = r.id where c.verification_code = $1`, [d.codes[1]]);
    await q(bare, `insert into course_evaluations (registration_id, offering_id, course_key, questions, answers, locale)
                   select $1, a.offering_id, 'live:pediatric', $2, $3, 'en' from attendance a where a.registration_id = $1`, [pediatric.id, JSON.stringify([{ id: 'objectives_met', kind: 'rating' }]), JSON.stringify({ objectives_met: 5 })]);
    const answered = oneLine(pdfText((await download(bare, d.token)).rawPayload));
    expect(answered).toContain('Pediatric Aligners');
    expect(answered).toContain(d.codes[1]);
    expect(answered).toContain('Total CE hours: 18');
  });
});

describe('"Find my registrations"', () => {
  it("mails a transcript link with the registrations' links, which opens the transcript (none for an address without CE)", async () => {
    const d = await dentist(t);
    await mailFoundLinks(t.db.orm, d.email, t.config.publicUrl);
    const [mail] = await q(t, `select text from outbox where "to" = $1 and text like '%transcript.pdf%'`, [d.email]);
    expect(mail.text).toContain('Your CE transcript');
    const token = /my-registration\/([\w-]+)\/transcript\.pdf\?locale=en/.exec(mail.text)![1];
    const text = oneLine(pdfText((await download(t, token)).rawPayload));
    for (const code of d.codes) expect(text).toContain(code);

    // The control: an address without a course attended gets its links, and no transcript.
    const offeringId = await session(t);
    const newcomer = await registrant(t, offeringId);
    await mailFoundLinks(t.db.orm, newcomer.email, t.config.publicUrl);
    const mails = await q(t, `select text from outbox where "to" = $1 and text like '%my-registration?token=%'`, [newcomer.email]);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((m) => m.text.includes('transcript.pdf'))).toBe(false);
  });
});

describe("staff's transcript of a registration", () => {
  const staffDownload = (cookies: Record<string, string>, id: string, query: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api/admin/registrations/${id}/transcript.pdf`, query, cookies });

  it('is downloaded by operations, audited, in the registrant\'s locale; a viewer is refused', async () => {
    const viewer = await signIn(t, await newStaff(t, 'viewer'));
    const refused = await staffDownload(viewer, jane.registrationId);
    expect(refused.statusCode).toBe(403);

    const ops = await signIn(t, await newStaff(t, 'operations'));
    const res = await staffDownload(ops, jane.registrationId);
    expect(res.statusCode, res.body).toBe(200);
    const text = oneLine(pdfText(res.rawPayload));
    expect(text).toContain('Total CE hours: 18');
    for (const code of jane.codes) expect(text).toContain(code);
    const audits = await q(t, `select after from audit_log where entity = 'registration' and action = 'download_transcript' and entity_id = $1`, [jane.registrationId]);
    expect(audits).toEqual([{ after: { from: null, to: null, courses: 3 } }]);

    const french = oneLine(pdfText((await staffDownload(ops, jane.registrationId, { locale: 'fr-CA' })).rawPayload));
    expect(french).toContain('Relevé de formation continue');
    expect((await staffDownload(ops, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
