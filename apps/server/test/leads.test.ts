import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BODY_LIMIT } from '../src/app';
import { leads } from '../src/db/schema/leads';
import { insertUnlessDuplicate, releaseStaleKey } from '../src/features/leads/store';
import { newPublicId } from '../src/platform/security/ids';
import { createTestApp, type TestApp } from './helpers/test-app';
import { CA, SCANNER, US } from './helpers/lead-fixtures';

/** POST /api/contact-us/, POST /api/scanner-trial/leads and GET /api/brochure.pdf. */
const SPECIALIST = 'scanner-team@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCANNER_SPECIALIST_EMAIL: 'Scanner-Team@example.com', PUBLIC_URL: 'https://portal.example' });
});
afterAll(() => t.close());

// Each lead endpoint allows 5 submissions a minute per address: every request here comes from
// its own address, except in the rate-limit tests.
let address = 0;
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
type Opts = { locale?: string; remoteAddress?: string; headers?: Record<string, string> };
const post = (url: string, payload: unknown, opts: Opts = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, remoteAddress: opts.remoteAddress ?? nextAddress(), locale: opts.locale, headers: opts.headers });
const contact = (payload: unknown, opts?: Opts) => post('/api/contact-us/', payload, opts);
const scanner = (payload: unknown, opts?: Opts) => post('/api/scanner-trial/leads', payload, opts);
let n = 0;


const rows = async (where = 'true', params: unknown[] = []) => (await t.db.pool.query(`select * from leads where ${where} order by created_at`, params)).rows;
const count = async () => Number((await t.db.pool.query('select count(*) from leads')).rows[0].count);
const mailCount = async () => Number((await t.db.pool.query('select count(*) from outbox')).rows[0].count);
const outbox = async (to: string) => (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; text: string; html: string }[];

describe('contact-us leads', () => {
  it('stores an English lead with every field, normalized', async () => {
    const body = US();
    const res = await contact(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await rows('email = $1', [body.email]);
    expect(row).toMatchObject({
      kind: 'contact_us', locale: 'en', first_name: 'Maya', last_name: 'Okafor', phone: '+17345550142', country: 'US', state: 'MI',
      city: 'Ann Arbor', zip: '48104-1234', how_can_we_help: 'become_provider', professional_category: 'GP',
      professional_sub_category: 'new_graduate', marketing_consent: true, provider_id: null,
    });
    expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores a French-Canadian lead with the postal code tidied and no consent by default', async () => {
    const { marketingConsent: _, ...body } = CA();
    expect((await contact(body, { locale: 'fr-CA' })).statusCode).toBe(201);
    expect((await rows('email = $1', [body.email]))[0]).toMatchObject({
      kind: 'contact_us', locale: 'fr-CA', zip: 'H2X 1Y4', phone: '+15145550142', state: 'QC', professional_category: 'Other',
      professional_sub_category: 'periodontics', marketing_consent: false,
    });
  });

  it('offers New graduate in English only', async () => {
    expect((await contact({ ...CA(), professionalCategory: 'GP', professionalSubCategory: 'new_graduate' }, { locale: 'en-CA' })).statusCode).toBe(201);
    const res = await contact({ ...CA(), professionalCategory: 'GP', professionalSubCategory: 'new_graduate' }, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ professionalSubCategory: 'Veuillez choisir une sous-catégorie qui correspond à votre catégorie professionnelle' });
  });
});

describe('refused submissions store nothing', () => {
  let before: { rows: number; mails: number };
  beforeEach(async () => {
    before = { rows: await count(), mails: await mailCount() };
  });
  const nothingChanged = async () => {
    expect(await count()).toBe(before.rows);
    expect(await mailCount()).toBe(before.mails);
  };

  it.each([
    ['US', 'zip', 'K1A 0B1', 'Please enter a valid ZIP code, for example 12345 or 12345-6789', 'Veuillez entrer un code ZIP valide, par exemple 12345 ou 12345-6789'],
    ['CA', 'zip', '12345', 'Please enter a valid postal code, for example K1A 0B1', 'Veuillez entrer un code postal valide, par exemple K1A 0B1'],
    ['US', 'state', 'ON', 'Please choose a state or province from the list', 'Veuillez choisir un État ou une province dans la liste'],
    ['CA', 'state', 'TX', 'Please choose a state or province from the list', 'Veuillez choisir un État ou une province dans la liste'],
    ['CA', 'phone', '555', 'Please enter a valid phone number', 'Veuillez entrer un numéro de téléphone valide'],
    ['US', 'country', 'MX', 'Please check the highlighted field', 'Veuillez vérifier le champ en surbrillance'],
    ['US', 'email', 'maya@', 'Please enter a valid email address', 'Veuillez entrer une adresse courriel valide'],
    ['US', 'professionalSubCategory', 'endodontics', 'Please choose a sub category that matches your professional category', 'Veuillez choisir une sous-catégorie qui correspond à votre catégorie professionnelle'],
    ['CA', 'professionalSubCategory', 'associate', 'Please choose a sub category that matches your professional category', 'Veuillez choisir une sous-catégorie qui correspond à votre catégorie professionnelle'],
  ])('%s with %s = %j: 400 in en and fr-CA', async (country, field, value, en, fr) => {
    const body = { ...(country === 'US' ? US() : CA()), professionalSubCategory: country === 'US' ? 'associate' : 'endodontics', [field]: value };
    for (const [locale, text] of [['en', en], ['fr-CA', fr]]) {
      const res = await contact(body, { locale });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: text });
      expect(res.json().errors).toEqual([text]);
    }
    await nothingChanged();
  });

  it('names every missing field, in the locale', async () => {
    const res = await contact({}, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['city', 'country', 'email', 'firstName', 'howCanWeHelp', 'lastName', 'phone', 'professionalCategory', 'professionalSubCategory', 'state', 'zip'].sort(),
    );
    expect(res.json().errors).toEqual(['Tous les champs sont obligatoires']);
    await nothingChanged();
  });

  it.each([
    ['numbers for text', { firstName: 42, zip: 48104 }],
    ['a list for a choice', { professionalCategory: ['GP'] }],
    ['a string for the consent', { marketingConsent: 'yes' }],
    ['a control character in a name', { lastName: 'Okafor\r\nBcc: x@example.com' }],
  ])('answers wrong types (%s) with 400', async (_, wrong) => {
    for (const send of [contact, scanner]) {
      const body = send === contact ? US() : SCANNER();
      const fields = Object.keys(wrong).filter((k) => k in body);
      // The scanner form has no category or consent: those keys are ignored there.
      if (!fields.length) continue;
      const res = await send({ ...body, ...wrong });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(fields));
    }
    await nothingChanged();
  });

  it('answers a scanner lead with a malformed provider id or a wrong zip with 400', async () => {
    expect((await scanner({ ...SCANNER(), providerId: '../../etc' })).json().fields).toEqual({ providerId: 'Please check the highlighted field' });
    expect((await scanner({ ...SCANNER(), zip: 'H2X 1Y4' }, { locale: 'fr-CA' })).json().fields).toEqual({ zip: 'Veuillez entrer un code ZIP valide, par exemple 12345 ou 12345-6789' });
    await nothingChanged();
  });

  it('answers bodies that are not objects with 400', async () => {
    for (const send of [contact, scanner]) {
      for (const payload of ['["a"]', 'null', '"text"', '42']) {
        expect((await send(payload, { headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
      }
    }
    await nothingChanged();
  });

  it('answers malformed JSON with 400 in the locale', async () => {
    for (const send of [contact, scanner]) {
      const res = await send('{"firstName": ', { headers: { 'content-type': 'application/json' }, locale: 'fr-CA' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "La demande n'a pas pu être lue" });
    }
    await nothingChanged();
  });

  it('answers a huge body with 413 and over-long text with 400', async () => {
    for (const send of [contact, scanner]) {
      const body = send === contact ? US() : SCANNER();
      const huge = await send({ ...body, lastName: 'x'.repeat(BODY_LIMIT) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'The request is too large' });
      const long = await send({ ...body, lastName: 'x'.repeat(500) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.lastName).toBe('This entry is too long');
    }
    await nothingChanged();
  });

  it('answers a form-encoded body with 415 and a request without the CSRF token with 403', async () => {
    expect((await contact('firstName=Maya', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(415);
    const res = await t.app.inject({ method: 'POST', url: '/api/scanner-trial/leads', payload: SCANNER(), remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(403);
    await nothingChanged();
  });
});

describe('spam and repeats', () => {
  it('accepts a filled honeypot silently and stores nothing, even when the rest is invalid', async () => {
    const before = { rows: await count(), mails: await mailCount() };
    for (const [send, body] of [[contact, US()], [scanner, SCANNER()], [contact, { website: 'https://spam.example' }]] as const) {
      const res = await send({ ...body, website: 'https://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await count()).toBe(before.rows);
    expect(await mailCount()).toBe(before.mails);
  });

  it('stores a repeated submission within ten minutes once, and again after the window', async () => {
    const body = US();
    for (let i = 0; i < 3; i++) expect((await contact(body)).json()).toEqual({ received: true });
    // Field order and the tidying of what people typed do not make a new lead.
    const { city, ...rest } = body;
    expect((await contact({ city, ...rest, zip: ' 48104-1234 ', email: body.email.toUpperCase() })).statusCode).toBe(201);
    expect(await rows('email = $1', [body.email])).toHaveLength(1);

    // A change in the content is a new lead.
    expect((await contact({ ...body, city: 'Detroit' })).statusCode).toBe(201);
    expect(await rows('email = $1', [body.email])).toHaveLength(2);

    await t.db.pool.query(`update leads set created_at = now() - interval '11 minutes' where email = $1`, [body.email]);
    expect((await contact(body)).statusCode).toBe(201);
    expect(await rows('email = $1', [body.email])).toHaveLength(3);
    expect((await contact(body)).statusCode).toBe(201);
    expect(await rows('email = $1', [body.email])).toHaveLength(3);
  });

  it('keeps kinds apart: the same person may send both forms', async () => {
    const body = SCANNER();
    await scanner(body);
    await contact({ ...US(), email: body.email });
    expect((await rows('email = $1', [body.email])).map((r) => r.kind).sort()).toEqual(['contact_us', 'scanner_trial']);
  });

  it('stores a double submit sent at the same moment once', async () => {
    const body = US();
    const results = await Promise.all(Array.from({ length: 8 }, () => contact(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await rows('email = $1', [body.email])).toHaveLength(1);

    const scannerBody = SCANNER();
    await Promise.all(Array.from({ length: 8 }, () => scanner(scannerBody)));
    expect(await rows('email = $1', [scannerBody.email])).toHaveLength(1);
    expect((await outbox(SPECIALIST)).filter((m) => m.text.includes(scannerBody.email))).toHaveLength(1);
  });
});

describe('duplicates under forced interleaving', () => {
  /** Resolves once `n` callers are waiting: every transaction has done its first step before any goes on. */
  const barrier = (n: number) => {
    let arrived = 0;
    let open!: () => void;
    const all = new Promise<void>((resolve) => (open = resolve));
    return () => {
      if (++arrived === n) open();
      return all;
    };
  };
  const leadRow = (email: string) => ({
    id: newPublicId(), kind: 'contact_us' as const, locale: 'en' as const, firstName: 'Maya', lastName: 'Okafor', email, phone: '+17345550142',
    country: 'US' as const, zip: '48104', payloadHash: 'h', dedupKey: `race-${email}`,
  });
  const N = 6;

  it('the store inserts one row when every transaction has checked before any inserts', async () => {
    const email = `race.${++n}@example.com`;
    const wait = barrier(N);
    const stored = await Promise.all(
      Array.from({ length: N }, () =>
        t.db.orm.transaction(async (tx) => {
          await releaseStaleKey(tx, `race-${email}`, 10);
          await wait();
          return insertUnlessDuplicate(tx, leadRow(email));
        }),
      ),
    );
    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(await rows('email = $1', [email])).toHaveLength(1);
  });

  it('control: a check-then-insert without the unique index stores every copy, so the harness does interleave', async () => {
    const email = `race.${++n}@example.com`;
    const wait = barrier(N);
    await Promise.all(
      Array.from({ length: N }, () =>
        t.db.orm.transaction(async (tx) => {
          const found = await tx.execute(sql`select 1 from leads where email = ${email}`);
          await wait();
          if (found.rows.length === 0) await tx.insert(leads).values({ ...leadRow(email), dedupKey: null });
        }),
      ),
    );
    expect(await rows('email = $1', [email])).toHaveLength(N);
  });
});

describe('rate limit', () => {
  it.each([
    ['contact-us', contact, US],
    ['scanner-trial', scanner, SCANNER],
  ] as const)('%s allows 5 submissions a minute per address, then answers 429 in the locale', async (_name, send, make) => {
    const from = { remoteAddress: `10.201.${address++ % 250}.1` };
    for (let i = 0; i < 5; i++) expect((await send(make(), from)).statusCode).toBe(201);
    const before = await count();
    const res = await send(make(), { ...from, locale: 'fr-CA' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Trop de demandes. Veuillez patienter une minute et réessayer' });
    expect(await count()).toBe(before);
    expect((await send(make(), { remoteAddress: nextAddress() })).statusCode).toBe(201);
  });
});

describe('scanner-trial leads', () => {
  it('stores the lead and e-mails the specialists, not the lead', async () => {
    const body = { ...SCANNER(), firstName: 'Élodie', lastName: 'Roy', country: 'CA', zip: 'k1a0b1', phone: '613 555 0199', providerId: 'AbCdEfGhIjKlMnOpQrStUv' };
    const res = await scanner(body, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(201);
    const [row] = await rows('email = $1', [body.email]);
    expect(row).toMatchObject({
      kind: 'scanner_trial', locale: 'fr-CA', first_name: 'Élodie', last_name: 'Roy', phone: '+16135550199', country: 'CA', zip: 'K1A 0B1',
      provider_id: 'AbCdEfGhIjKlMnOpQrStUv', state: null, city: null, how_can_we_help: null, professional_category: null, marketing_consent: false,
    });
    const mails = (await outbox(SPECIALIST)).filter((m) => m.text.includes(body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Scanner trial: Élodie Roy would like more information');
    for (const text of ['Phone: +16135550199', 'Country and ZIP or postal code: Canada K1A 0B1', 'Preferred language: Français (Canada)', 'Provider record: AbCdEfGhIjKlMnOpQrStUv', `Lead reference: ${row.id}`]) {
      expect(mails[0].text).toContain(text);
    }
    expect(await outbox(body.email)).toEqual([]);
  });

  it('escapes what the visitor typed in the e-mail HTML', async () => {
    const body = { ...SCANNER(), firstName: '<b>Sam</b>' };
    expect((await scanner(body)).statusCode).toBe(201);
    const [mail] = (await outbox(SPECIALIST)).filter((m) => m.text.includes(body.email));
    expect(mail.html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Sam');
  });
});

describe('brochure PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'brochure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pdfText = async (url: string, cookies?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, res.rawPayload);
    // Joined into one line: the layout wraps sentences across lines.
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
    return { text, disposition: res.headers['content-disposition'] };
  };

  it('is a real English brochure: training path, offer, support, CE hours, scanner trial', async () => {
    const { text, disposition } = await pdfText('/api/brochure.pdf?locale=en');
    expect(disposition).toBe('attachment; filename="provider-brochure-en.pdf"');
    for (const s of [
      'Become a certified clear-aligner provider', 'Your training path', 'three e-learning modules', 'four correct answers to pass',
      'Your first three cases for $990.', 'Your account has 90 days to use the offer.', '90 days of onboarding support',
      '6 months of local 1:1 support', 'Up to 12 CE hours in the new-provider program.', 'On-demand course: 7.0 CE hours',
      'Try a digital scanner, risk free', '3-month intraoral scanner trial', 'https://portal.example/registration', 'license',
    ]) expect(text).toContain(s);
  });

  it('is in French for fr-CA (parameter or cookie), with Canadian figures', async () => {
    for (const [url, cookies] of [['/api/brochure.pdf?locale=fr-CA', undefined], ['/api/brochure.pdf', { locale: 'fr-CA' }]] as const) {
      const { text, disposition } = await pdfText(url, cookies);
      expect(disposition).toBe('attachment; filename="brochure-fournisseurs-fr-CA.pdf"');
      for (const s of [
        'Devenez fournisseur certifié', 'Vos trois premiers cas pour 990 $.', '90 jours de soutien à l\'intégration',
        '6 mois de soutien local individuel', 'Jusqu\'à 12 heures de formation continue', 'Cours sur demande : 7,0 heures',
        'Essayez un scanner numérique, sans risque', 'https://portal.example/registration?locale=fr-CA',
      ]) expect(text).toContain(s);
    }
  });

  it('uses Canadian spelling for en-CA and falls back to English for an unknown locale', async () => {
    expect((await pdfText('/api/brochure.pdf?locale=en-CA')).text).toContain('your contact, licence and practice details');
    const { disposition, text } = await pdfText('/api/brochure.pdf?locale=xx');
    expect(disposition).toBe('attachment; filename="provider-brochure-en.pdf"');
    expect(text).toContain('Become a certified clear-aligner provider');
  });

  it('refuses an over-long locale parameter with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/brochure.pdf?locale=${'x'.repeat(50)}` })).statusCode).toBe(400);
  });
});
