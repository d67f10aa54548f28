import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_TEXT_MAX } from '@portal/domain/ce-records/disclosure';
import { recognitionFrom } from '../src/config-recognition';
import { SCHEDULE_OFFERING_IDS as S, seedScheduleOfferings } from '../src/features/schedule/seed';
import { attendee, mark, pdfText } from './helpers/certificate-fixtures';
import { registrant, session } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Commercial-relationship disclosures and the company's recognition statements (issue 52, item 3):
 * staff edit them (administrators and operations, audited); certificates and letters print the
 * session's disclosures and the configured statements, and no statement when none is configured.
 */
const RECOGNISED = { ADA_CERP_PROVIDER: 'true', AGD_PACE_PROVIDER_ID: '218476', AGD_PACE_APPROVED_FROM: '2025-01-01', AGD_PACE_APPROVED_TO: '2028-12-31' };
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  [t, bare] = await Promise.all([createTestApp(RECOGNISED), createTestApp()]);
  await Promise.all([seedScheduleOfferings(t.db), seedScheduleOfferings(bare.db)]);
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
});

let ip = 0;
const from = () => `10.53.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (app: TestApp, sql: string, params: unknown[] = []) => (await app.db.pool.query(sql, params)).rows;
const put = (app: TestApp, url: string, payload: object, cookies: Record<string, string>) => app.call({ method: 'PUT', url, payload, cookies });
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const COURSE = { en: 'Clear Aligner Provider Education sells the aligner system this course teaches.', fr: 'Clear Aligner Provider Education vend le système d’aligneurs enseigné dans ce cours.' };
const PATEL = { name: 'Dr. Maya Patel', en: 'Dr. Patel is a paid consultant of Clear Aligner Provider Education.', fr: 'La Dre Patel est consultante rémunérée de Clear Aligner Provider Education.' };

/** A certified attendee of a seeded past session, and the text of their certificate and letter. */
async function documents(app: TestApp, offeringId: string, locale?: string) {
  const a = await attendee(app, offeringId, { locale });
  await mark(app, offeringId, a.email);
  const list = await app.call({ method: 'GET', url: `/api/certificate/${encodeURIComponent(a.email)}`, remoteAddress: from() });
  expect(list.statusCode, list.body).toBe(200);
  const [item] = list.json().certificates;
  const file = async (url: string) => {
    const res = await app.call({ method: 'GET', url, remoteAddress: from() });
    expect(res.statusCode, res.body).toBe(200);
    return { text: oneLine(pdfText(res.rawPayload)), pages: (await PDFDocument.load(res.rawPayload)).getPageCount() };
  };
  return { certificate: await file(item.certificateUrl), letter: await file(item.letterUrl) };
}

describe('the back office', () => {
  it('operations and administrators save a course\'s and a presenter\'s disclosure (audited); a viewer and an educator are refused (403), operations being the control', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    for (const role of ['viewer', 'educator'] as const) {
      const cookies = await signIn(t, await newStaff(t, role));
      expect((await t.call({ method: 'GET', url: '/api/admin/disclosures', cookies })).statusCode, role).toBe(403);
      expect((await put(t, '/api/admin/disclosures/courses/live:standard', COURSE, cookies)).statusCode, role).toBe(403);
      expect((await put(t, '/api/admin/disclosures/presenters', PATEL, cookies)).statusCode, role).toBe(403);
    }
    expect(await q(t, `select 1 from course_disclosures`)).toEqual([]);

    const list = (await t.call({ method: 'GET', url: '/api/admin/disclosures', cookies: ops })).json();
    expect(list.courses.map((c: { id: string }) => c.id)).toEqual(['live:standard', 'live:pediatric', 'on_demand:standard', 'on_demand:pediatric']);
    // Every presenter sessions name is listed, with nothing saved yet.
    expect(list.presenters.find((p: { name: string }) => p.name === 'Dr. Maya Patel')).toMatchObject({ id: 'dr. maya patel', en: '', fr: '', updatedBy: null });

    const saved = await put(t, '/api/admin/disclosures/courses/live:standard', COURSE, ops);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().courses[0]).toMatchObject({ id: 'live:standard', ...COURSE });
    const admin = await signIn(t, await newStaff(t, 'administrator'));
    const presenter = await put(t, '/api/admin/disclosures/presenters', { ...PATEL, name: '  dr. Maya  Patel ' }, admin);
    expect(presenter.statusCode, presenter.body).toBe(200);
    expect(presenter.json().presenters.find((p: { id: string }) => p.id === 'dr. maya patel')).toMatchObject({ en: PATEL.en, fr: PATEL.fr, sessions: expect.any(Number) });

    const audit = await q(t, `select entity_id, action, before, after from audit_log where entity = 'disclosure' order by id`);
    expect(audit).toEqual([
      { entity_id: 'course:live:standard', action: 'update', before: { en: '', fr: '' }, after: COURSE },
      { entity_id: 'presenter:dr. maya patel', action: 'update', before: { name: 'dr. Maya Patel', en: '', fr: '' }, after: { name: 'dr. Maya Patel', en: PATEL.en, fr: PATEL.fr } },
    ]);
  });

  it('refuses an unknown course (404), a text too long and an unknown field (400); both texts empty removes it', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    expect((await put(t, '/api/admin/disclosures/courses/live:other', COURSE, ops)).statusCode).toBe(404);
    expect((await put(t, '/api/admin/disclosures/courses/on_demand:pediatric', { en: 'x'.repeat(DISCLOSURE_TEXT_MAX + 1), fr: '' }, ops)).statusCode).toBe(400);
    expect((await put(t, '/api/admin/disclosures/courses/on_demand:pediatric', { ...COURSE, html: '<b>' }, ops)).statusCode).toBe(400);
    expect((await put(t, '/api/admin/disclosures/presenters', { name: ' ', en: 'x', fr: '' }, ops)).statusCode).toBe(400);
    await put(t, '/api/admin/disclosures/courses/on_demand:pediatric', { en: 'Temporary.', fr: '' }, ops);
    expect(await q(t, `select course_key from course_disclosures where course_key = 'on_demand:pediatric'`)).toHaveLength(1);
    await put(t, '/api/admin/disclosures/courses/on_demand:pediatric', { en: ' ', fr: '' }, ops);
    expect(await q(t, `select course_key from course_disclosures where course_key = 'on_demand:pediatric'`)).toEqual([]);
  });
});

describe('certificates and letters', () => {
  it('print the course\'s and the presenter\'s disclosures and both statements, in English', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    await put(t, '/api/admin/disclosures/courses/live:standard', COURSE, ops);
    await put(t, '/api/admin/disclosures/presenters', PATEL, ops);
    const { certificate, letter } = await documents(t, S.pastMiami);
    for (const doc of [certificate, letter]) {
      expect(doc.text).toContain('Commercial relationships');
      expect(doc.text).toContain(COURSE.en);
      expect(doc.text).toContain(`Dr. Maya Patel: ${PATEL.en}`);
      expect(doc.text).toContain('Provider recognition');
      expect(doc.text).toContain('Clear Aligner Provider Education is an ADA CERP Recognized Provider. ADA CERP is a service of the American Dental Association');
      expect(doc.text).toContain('Nationally Approved PACE Program Provider for FAGD/MAGD credit. Approval does not imply acceptance by any regulatory authority or AGD endorsement. January 1, 2025 to December 31, 2028. Provider ID# 218476.');
    }
    // They fit on the certificate's one page.
    expect(certificate.pages).toBe(1);
  });

  it('in French for a French registration; a presenter without a disclosure adds nothing', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    await put(t, '/api/admin/disclosures/courses/live:standard', COURSE, ops);
    const { certificate, letter } = await documents(t, S.pastVirtualFrench, 'fr-CA');
    for (const doc of [certificate, letter]) {
      expect(doc.text).toContain('Relations commerciales');
      expect(doc.text).toContain(COURSE.fr);
      expect(doc.text).not.toMatch(/Tremblay\s?:/);
      expect(doc.text).toContain('Clear Aligner Provider Education est un fournisseur reconnu par l’ADA CERP'.replace('’', "'"));
      expect(doc.text).toContain('Du 1 janvier 2025 au 31 décembre 2028');
    }
  });

  it('a disclosure too long for the page is printed whole on a page of its own', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    const long = `${'The presenter holds shares in the provider and receives royalties on every sale of the aligner system. '.repeat(9)}End of disclosure.`;
    await put(t, '/api/admin/disclosures/presenters', { name: 'Dre Camille Roy', en: long, fr: '' }, ops);
    const { certificate } = await documents(t, S.pastPediatricMontreal);
    expect(certificate.pages).toBe(2);
    expect(certificate.text).toContain('see the next page');
    expect(certificate.text).toContain('End of disclosure.');
  });

  it('claim nothing when no statement is configured (control: the same session\'s documents above carry both)', async () => {
    const ops = await signIn(bare, await newStaff(bare, 'operations'));
    await put(bare, '/api/admin/disclosures/courses/live:standard', COURSE, ops);
    const { certificate, letter } = await documents(bare, S.pastMiami);
    for (const doc of [certificate, letter]) {
      expect(doc.text).toContain(COURSE.en);
      expect(doc.text).not.toContain('Provider recognition');
      expect(doc.text).not.toMatch(/CERP|PACE|FAGD/);
    }
    // And with neither a disclosure nor a statement, no heading at all.
    await put(bare, '/api/admin/disclosures/courses/live:standard', { en: '', fr: '' }, ops);
    const none = await documents(bare, S.pastMiami);
    expect(none.certificate.text).not.toContain('Commercial relationships');
  });
});

describe('the configuration', () => {
  it('claims nothing unset; PACE needs its provider ID and both approval dates', () => {
    expect(recognitionFrom({})).toMatchObject({ adaCerp: false, agdPace: null });
    expect(recognitionFrom(RECOGNISED)).toMatchObject({ adaCerp: true, agdPace: { providerId: '218476', approvedFrom: '2025-01-01', approvedTo: '2028-12-31' } });
    expect(recognitionFrom({ ADA_CERP_PROVIDER: 'yes' })).toHaveProperty('problem');
    expect(recognitionFrom({ AGD_PACE_PROVIDER_ID: '218476' })).toHaveProperty('problem');
    expect(recognitionFrom({ ...RECOGNISED, AGD_PACE_APPROVED_TO: '2028-02-30' })).toHaveProperty('problem');
    expect(recognitionFrom({ ...RECOGNISED, AGD_PACE_APPROVED_FROM: '2029-01-01' })).toHaveProperty('problem');
    expect(recognitionFrom({ ...RECOGNISED, AGD_PACE_PROVIDER_ID: 'PACE-1' })).toHaveProperty('problem');
  });
});

describe('public pages: the schedule, the registration page, the confirmation and its mail', () => {
  it('the schedule and the session\'s registration page show the course\'s and the presenter\'s, in the reader\'s language or marked as the other', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    const id = await session(t, { variant: 'pediatric' });
    const events = async (locale?: string) => ((await t.call({ method: 'GET', url: '/api/events/', locale })).json().events as { id: string; disclosures: unknown[] }[]).find((e) => e.id === id)!;
    const page = async (locale?: string) => (await t.call({ method: 'GET', url: `/api/availability/${id}`, locale })).json();
    // Read once before, so the cached answers must be dropped by the change.
    expect((await events()).disclosures).toEqual([]);
    expect((await page()).disclosures).toEqual([]);
    await put(t, '/api/admin/disclosures/courses/live:pediatric', { en: 'The provider sells the pediatric aligners taught.', fr: '' }, ops);
    await put(t, '/api/admin/disclosures/presenters', { name: 'Dr. Mo Ve', en: 'Dr. Ve is paid by the provider.', fr: 'Le Dr Ve est rémunéré par le fournisseur.' }, ops);
    const shown = [
      { kind: 'course', text: 'The provider sells the pediatric aligners taught.', lang: 'en' },
      { kind: 'presenter', name: 'Dr. Mo Ve', text: 'Dr. Ve is paid by the provider.', lang: 'en' },
    ];
    expect((await events()).disclosures).toEqual(shown);
    expect((await page()).disclosures).toEqual(shown);
    expect((await events('fr-CA')).disclosures).toEqual([shown[0], { kind: 'presenter', name: 'Dr. Mo Ve', text: 'Le Dr Ve est rémunéré par le fournisseur.', lang: 'fr' }]);
    // A change written by another instance reaches this one's cached schedule through the announcement (migration 0040's trigger).
    await q(t, `update presenter_disclosures set text_en = 'Dr. Ve holds shares in the provider.' where presenter_key = 'dr. mo ve'`);
    expect((await events()).disclosures[1]).toMatchObject({ text: 'Dr. Ve holds shares in the provider.' });
  });

  it('the confirmation page and mail carry them (a French registrant reads the English one marked as such); none, nothing said', async () => {
    const ops = await signIn(t, await newStaff(t, 'operations'));
    const id = await session(t, { variant: 'pediatric' });
    await put(t, '/api/admin/disclosures/courses/live:pediatric', { en: 'The provider sells the pediatric aligners taught.', fr: '' }, ops);
    const fr = await registrant(t, id, { locale: 'fr-CA' });
    const view = (await t.call({ method: 'GET', url: `/api/confirmation/${fr.id}`, locale: 'fr-CA' })).json();
    expect(view.disclosures).toContainEqual({ kind: 'course', text: 'The provider sells the pediatric aligners taught.', lang: 'en' });
    const [mail] = await q(t, `select text from outbox where "to" = $1 and text like '%/my-registration?token=%' order by created_at limit 1`, [fr.email]);
    expect(mail.text).toContain('Relations commerciales\n- The provider sells the pediatric aligners taught. (en anglais)');

    // Control: a course and a presenter with none: no heading in the page's answer or the mail.
    await put(t, '/api/admin/disclosures/courses/live:pediatric', { en: '', fr: '' }, ops);
    await put(t, '/api/admin/disclosures/presenters', { name: 'Dr. Mo Ve', en: '', fr: '' }, ops);
    const en = await registrant(t, id);
    expect((await t.call({ method: 'GET', url: `/api/confirmation/${en.id}` })).json().disclosures).toEqual([]);
    const [plain] = await q(t, `select text from outbox where "to" = $1 and text like '%/my-registration?token=%' order by created_at limit 1`, [en.email]);
    expect(plain.text).toContain('CE hours');
    expect(plain.text).not.toContain('Commercial relationships');
  });
});
