import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_PATTERN } from '@portal/domain/certificates/verification-code';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { seedOfferings } from '../src/features/offerings/seed';
import { CERTIFICATE_LOOKUP_RATE_LIMIT } from '../src/features/certificates/routes';
import { SCHEDULE_OFFERING_IDS as S, seedScheduleOfferings } from '../src/features/schedule/seed';
import { attendee, mark, pdfQrCode, pdfText } from './helpers/certificate-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Certificate look-up by e-mail, the certificate and letter PDFs, and the public verification. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
});
afterAll(() => t.close());

// Look-ups are limited per client address: each request here comes from its own address,
// except in the rate-limit test.
let address = 0;
const from = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
const get = (url: string, opts: { locale?: string; remoteAddress?: string } = {}) =>
  t.call({ method: 'GET', url, locale: opts.locale, remoteAddress: opts.remoteAddress ?? from() });
const lookup = (email: string, locale?: string) => get(`/api/certificate/${encodeURIComponent(email)}`, { locale });

async function certified(offeringId: string, opts: Parameters<typeof attendee>[2] = {}) {
  const a = await attendee(t, offeringId, opts);
  await mark(t, offeringId, a.email);
  const list = await lookup(a.email);
  expect(list.statusCode, list.body).toBe(200);
  const [item] = list.json().certificates;
  return { ...a, item };
}
const download = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const codeOf = (text: string) => text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the e-mail', () => {
  it.each([
    ['en', 'Invalid email'],
    ['fr-CA', 'Courriel non valide'],
    ['en-CA', 'Invalid email'],
  ])('a bad one reads the spec text in %s', async (locale, text) => {
    for (const bad of ['not-an-email', 'a@b', '@example.com', ' ', 'two@@example.com', `${'x'.repeat(80)}@example`]) {
      const res = await lookup(bad, locale);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual([text]);
    }
  });

  it('an address too long to be an e-mail gets the invalid-email message', async () => {
    const res = await lookup(`${'x'.repeat(250)}@example.com`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Invalid email']);
  });

  it('someone who is not an attendee gets a clear message, the same whether registered or not', async () => {
    const registered = await attendee(t, S.pastMiami);
    const a = await lookup(registered.email);
    const b = await lookup('nobody.here@example.com');
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(a.json()).toEqual(b.json());
    expect(a.json().error).toMatch(/^We found no certificate for this email address/);
    expect((await lookup(registered.email, 'fr-CA')).json().error).toMatch(/^Aucun certificat n’est associé à cette adresse courriel/);
  });

  it(`is rate-limited: ${CERTIFICATE_LOOKUP_RATE_LIMIT.max} look-ups a minute per client address`, async () => {
    const remoteAddress = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i <= CERTIFICATE_LOOKUP_RATE_LIMIT.max; i++) {
      codes.push((await get(`/api/certificate/${encodeURIComponent(`probe${i}@example.com`)}`, { remoteAddress })).statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await get('/api/certificate/probe@example.com', { remoteAddress: '10.99.0.2' })).statusCode).toBe(404);
  });
});

describe('an attendee', () => {
  it('gets the list: course, date, CE hours and download links, nothing personal', async () => {
    const { email, item } = await certified(S.pastMiami);
    expect(item).toEqual({
      id: expect.stringMatching(PUBLIC_ID_PATTERN),
      title: 'Clear-Aligner Fundamentals',
      date: 'January 17, 2026',
      ceHours: 7,
      certificateUrl: `/api/certificate/${encodeURIComponent(email)}/${item.id}/certificate.pdf`,
      letterUrl: `/api/certificate/${encodeURIComponent(email)}/${item.id}/letter.pdf`,
    });
    // The address is matched however it is typed.
    expect((await lookup(email.toUpperCase())).json().certificates[0].id).toBe(item.id);
    expect((await lookup(email, 'fr-CA')).json().certificates[0]).toMatchObject({ title: 'Principes fondamentaux des aligneurs transparents', date: '17 janvier 2026' });
  });

  it('downloads an English certificate with name, course, date, CE hours, code and a QR code to the verification page', async () => {
    const { item } = await certified(S.pastMiami, { firstName: 'Françoise', lastName: 'D’Arcy-Çelik' });
    const res = await download(item.certificateUrl);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificate-20260117.pdf"');
    const text = pdfText(res.rawPayload);
    for (const s of ['Certificate of Attendance', 'Françoise D’Arcy-Çelik', 'Clear-Aligner Fundamentals', 'January 17, 2026', 'Brickell Conference Center', 'CE hours: 7', 'Verification code:', 'Dr. Rebecca Lin, DDS']) {
      expect(text).toContain(s);
    }
    const code = codeOf(text);
    expect(code).toMatch(VERIFICATION_CODE_PATTERN);
    const url = `${t.config.publicUrl}/verify/${code}`;
    expect(oneLine(text)).toContain(url);
    expect(pdfQrCode(res.rawPayload)).toBe(url);
  });

  it('downloads a French certificate for a French registration, whatever the page locale', async () => {
    const { item } = await certified(S.pastVirtualFrench, { locale: 'fr-CA', firstName: 'Ève', lastName: 'Côté' });
    const text = pdfText((await download(item.certificateUrl)).rawPayload);
    for (const s of ['Certificat de participation', 'Nous certifions que', 'Ève Côté', 'Principes fondamentaux des aligneurs transparents (virtuel)', '7 février 2026', 'Séance virtuelle en direct (en ligne)', 'Heures de FC : 7', 'Code de vérification :', 'Directrice de la formation clinique']) {
      expect(text).toContain(s);
    }
  });

  it('pediatric live: 6 CE hours in French, 5 in English (spec section 9)', async () => {
    const fr = await certified(S.pastPediatricMontreal, { locale: 'fr-CA' });
    const en = await certified(S.pastPediatricMontreal, { locale: 'en' });
    expect(fr.item.ceHours).toBe(6);
    expect(en.item.ceHours).toBe(5);
    expect(pdfText((await download(fr.item.certificateUrl)).rawPayload)).toContain('Heures de FC : 6');
    expect(pdfText((await download(en.item.certificateUrl)).rawPayload)).toContain('CE hours: 5');
  });

  it('replaces what the PDF font cannot draw instead of failing', async () => {
    const { item } = await certified(S.pastMiami, { firstName: 'Łukasz', lastName: 'Nguyễn 王' });
    const text = pdfText((await download(item.certificateUrl)).rawPayload);
    expect(text).toContain('Lukasz Nguyen ?');
  });

  it('downloads the attendance verification letter with every field the spec lists', async () => {
    const { item } = await certified(S.pastMiami, { firstName: 'Maya', lastName: 'Okafor', agdNumber: 'AGD-778812' });
    const res = await download(item.letterUrl);
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-verification-letter-20260117.pdf"');
    const text = oneLine(pdfText(res.rawPayload));
    for (const s of [
      'Attendance Verification Letter', 'This letter verifies that Maya Okafor attended the following continuing education course:',
      'Course title Clear-Aligner Fundamentals', 'Course date January 17, 2026', 'Educational method Lecture and hands-on (live, in person)',
      'Course location Brickell Conference Center, 1101 Brickell Ave, Miami, FL 33131', 'AGD subject code 370 Orthodontics',
      'CE hours 7', 'Participant AGD number AGD-778812', 'Dr. Rebecca Lin, DDS', 'Director of Clinical Education',
      'Clear Aligner Provider Education', '1200 Market Street, Suite 400', 'Philadelphia, PA 19107',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Course completion code FUN-20260117-[0-9A-Z]{4}\b/);
    expect(codeOf(text)).toMatch(VERIFICATION_CODE_PATTERN);
  });

  it('prints the AGD subject code staff set on the session, as the AGD roster does (control: none set, the variant\'s)', async () => {
    await t.db.pool.query('update offerings set agd_subject_code = $2 where id = $1', [S.pastMiami, '490']);
    try {
      const set = oneLine(pdfText((await download((await certified(S.pastMiami)).item.letterUrl)).rawPayload));
      expect(set).toContain('AGD subject code 490 ');
      expect(set).not.toContain('Orthodontics');
    } finally {
      await t.db.pool.query('update offerings set agd_subject_code = null where id = $1', [S.pastMiami]);
    }
    const unset = oneLine(pdfText((await download((await certified(S.pastMiami)).item.letterUrl)).rawPayload));
    expect(unset).toContain('AGD subject code 370 Orthodontics');
  });

  it('a French letter for a virtual session and a pediatric one', async () => {
    const virtual = await certified(S.pastVirtualFrench, { locale: 'fr-CA' });
    const v = oneLine(pdfText((await download(virtual.item.letterUrl)).rawPayload));
    for (const s of ['Lettre de vérification de présence', 'À qui de droit,', 'Méthode pédagogique Exposé interactif en direct (virtuel)', 'Code de matière AGD 370 Orthodontie', 'Heures de FC 7']) {
      expect(v).toContain(s);
    }
    const pediatric = await certified(S.pastPediatricMontreal, { locale: 'fr-CA' });
    const p = oneLine(pdfText((await download(pediatric.item.letterUrl)).rawPayload));
    expect(p).toContain('Code de matière AGD 430 Dentisterie pédiatrique');
    expect(p).toMatch(/Code d’achèvement du cours PED-20260314-[0-9A-Z]{4}/);
    expect(p).toContain('Palais des congrès de Montréal');
  });
});

describe('downloads need the matching e-mail and certificate id', () => {
  it('refuses another e-mail, an unknown id, a malformed id or an unknown file', async () => {
    const { email, item } = await certified(S.pastMiami);
    const other = await attendee(t, S.pastMiami);
    const base = `/api/certificate/${encodeURIComponent(email)}`;
    expect((await get(`/api/certificate/${encodeURIComponent(other.email)}/${item.id}/certificate.pdf`)).statusCode).toBe(404);
    expect((await get(`${base}/AAAAAAAAAAAAAAAAAAAAAA/certificate.pdf`)).statusCode).toBe(404);
    expect((await get(`${base}/not-an-id/letter.pdf`)).statusCode).toBe(400);
    expect((await get(`${base}/${item.id}/other.pdf`)).statusCode).toBe(400);
    expect((await get(`/api/certificate/not-an-email/${item.id}/letter.pdf`)).statusCode).toBe(400);
  });
});

describe('the public verification', () => {
  it('shows who earned what and when, and nothing else', async () => {
    const { item } = await certified(S.pastMiami, { firstName: 'Jordan', lastName: 'Lee' });
    const code = codeOf(pdfText((await download(item.certificateUrl)).rawPayload));
    const res = await get(`/api/verify/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code, name: 'Jordan Lee', title: 'Clear-Aligner Fundamentals', date: 'January 17, 2026', ceHours: 7 });
    // As typed by a person: lower case, no dashes, O for 0 and I for 1.
    const typed = code.toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'i');
    expect((await get(`/api/verify/${typed}`)).json().code).toBe(code);
    expect((await get(`/api/verify/${code}`, { locale: 'fr-CA' })).json()).toMatchObject({ title: 'Principes fondamentaux des aligneurs transparents', date: '17 janvier 2026' });
  });

  it.each(['ABCD-EFGH-JKMN-PQRS', 'short', 'U'.repeat(16), 'x'.repeat(40)])('answers 404 for %s', async (code) => {
    const res = await get(`/api/verify/${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('We could not find a certificate with this verification code. Please check the code and try again.');
  });
});
