import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { BODY_LIMIT } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fromToday, NO, YES } from './helpers/lead-fixtures';

/** POST /api/university-form/: validation, storage, confirmation e-mail, limits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The route allows 10 submissions a minute per address: each request here comes from its own
// address, except in the rate-limit test, so the tests do not limit each other.
let address = 0;
const submit = (payload: unknown, opts: { locale?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'POST', url: '/api/university-form/', payload: payload as object, remoteAddress: opts.remoteAddress ?? `10.1.${Math.floor(++address / 250)}.${address % 250}`, locale: opts.locale, headers: opts.headers });



const count = async () => Number((await t.db.pool.query('select count(*) from university_submissions')).rows[0].count);
const mailCount = async () => Number((await t.db.pool.query('select count(*) from outbox')).rows[0].count);
const outbox = async (to: string) => (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; text: string }[];
// Dates as text, the way they were sent.
const row = async (id: string) =>
  (await t.db.pool.query('select *, program_date::text as program_date, start_date::text as start_date from university_submissions where id = $1', [id])).rows[0];

describe('valid submissions', () => {
  it('stores the yes branches and queues an English confirmation', async () => {
    const body = YES();
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(PUBLIC_ID_PATTERN);
    expect(await row(id)).toMatchObject({
      locale: 'en', dental_service: true, group_name: 'Northern Smiles DSO', open_account: true, license: true,
      license_number: 'DDS-012345', npi_number: '1234567893', clin_id: 'CL-1234', phone: '+15145550142',
      practice_phone: '+17345550110', fax: null, zip: '48104-1234', website: 'https://lakeviewdental.com',
      practice_state: 'MI', office_name: 'Lakeview Dental', start_date: body.startDate, program_date: body.programDate,
      email_permanent: body.emailPermanent,
    });
    const [mail] = await outbox(body.emailPermanent);
    expect(mail.subject).toBe('We received your university registration');
    expect(mail.text).toContain('Hello Léa,');
    expect(mail.text).toContain('Please allow 2-3 business days for an email about next steps.');
    expect(mail.text).toContain(id);
  });

  it('stores the no branches without the questions that were not asked, and mails in French', async () => {
    const body = { ...NO(), group: 'ignored', licenseNumber: 'ignored', officeName: 'ignored', zip: 'nope' };
    const res = await submit(body, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(201);
    const stored = await row(res.json().id);
    expect(stored).toMatchObject({ locale: 'fr-CA', dental_service: false, open_account: false, license: false, phone: '+15145550142' });
    for (const col of ['group_name', 'license_number', 'npi_number', 'clin_id', 'start_date', 'office_name', 'address', 'city', 'practice_state', 'zip', 'website', 'practice_phone', 'fax']) {
      expect(stored[col], col).toBeNull();
    }
    const [mail] = await outbox(body.emailPermanent);
    expect(mail.subject).toBe('Nous avons bien reçu votre inscription universitaire');
    expect(mail.text).toContain('Veuillez prévoir de 2 à 3 jours ouvrables pour recevoir un courriel sur les prochaines étapes.');
  });

  it('accepts Other with the typed name, a Canadian practice and upper-cases the postal code', async () => {
    const body = { ...YES(), university: 'Other', universityOther: 'Sunnybrook GPR', practiceState: 'ON', zip: 'm5v3l9', fax: '416 555 0188' };
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    expect(await row(res.json().id)).toMatchObject({ university: 'Other', university_other: 'Sunnybrook GPR', zip: 'M5V 3L9', fax: '+14165550188' });
  });

  it.each(['clinId', 'npiNumber', 'fax'])('accepts a submission without the optional %s', async (field) => {
    const { [field as 'fax']: _, ...body } = YES();
    expect((await submit(body)).statusCode).toBe(201);
  });
});

describe('refused submissions store nothing and send nothing', () => {
  let before: { rows: number; mails: number };
  beforeEach(async () => {
    before = { rows: await count(), mails: await mailCount() };
  });
  const nothingChanged = async () => {
    expect(await count()).toBe(before.rows);
    expect(await mailCount()).toBe(before.mails);
  };

  it.each([
    ['group', { dentalService: 'yes' }],
    ['licenseNumber', { license: 'yes' }],
    ['universityOther', { university: 'Other' }],
    ['startDate', { openAccount: 'yes' }],
    ['officeName', { openAccount: 'yes' }],
    ['address', { openAccount: 'yes' }],
    ['city', { openAccount: 'yes' }],
    ['practiceState', { openAccount: 'yes' }],
    ['zip', { openAccount: 'yes' }],
    ['website', { openAccount: 'yes' }],
    ['practicePhone', { openAccount: 'yes' }],
  ])('%s missing when %o: 400 in en and fr-CA', async (field, when) => {
    for (const [locale, text] of [['en', 'All fields are required'], ['fr-CA', 'Tous les champs sont obligatoires']]) {
      const res = await submit({ ...NO(), ...when }, { locale });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(text);
      expect(res.json().errors).toContain(text);
    }
    await nothingChanged();
  });

  it.each([
    ['phone', '555-0142', 'Please enter a valid US or Canadian phone number', 'Veuillez entrer un numéro de téléphone valide des États-Unis ou du Canada'],
    ['practicePhone', '+44 20 7946 0958', 'Please enter a valid US or Canadian phone number', 'Veuillez entrer un numéro de téléphone valide des États-Unis ou du Canada'],
    ['fax', '123', 'Please enter a valid US or Canadian phone number', 'Veuillez entrer un numéro de téléphone valide des États-Unis ou du Canada'],
    ['zip', 'K1A 0B1', "Please enter a valid zip or postal code for the practice's state or province", "Veuillez entrer un code postal ou ZIP valide pour la province ou l'État de la clinique"],
    ['npiNumber', '1234567890', 'Please enter a valid 10-digit NPI number', 'Veuillez entrer un numéro NPI valide à 10 chiffres'],
    ['emailPermanent', 'lea@', 'Please enter a valid email address', 'Veuillez entrer une adresse courriel valide'],
    ['programDate', '2024-02-30', 'Please enter a valid date', 'Veuillez entrer une date valide'],
    ['programDate', fromToday(10), 'Please enter a graduation date within the past 60 years or the next 6 years', "Veuillez entrer une date d'obtention du diplôme comprise entre les 60 dernières années et les 6 prochaines années"],
    ['startDate', fromToday(5), 'Please enter a start date within the past 60 years or the next 2 years', 'Veuillez entrer une date de début comprise entre les 60 dernières années et les 2 prochaines années'],
    ['website', 'not a website', 'Please enter a valid website address, for example www.example.com', 'Veuillez entrer une adresse de site Web valide, par exemple www.exemple.ca'],
    ['university', 'Springfield Institute of Teeth', 'Please choose a university or program from the list, or Other', 'Veuillez choisir une université ou un programme dans la liste, ou Autre'],
    ['state', 'SK', 'Please check the highlighted field', 'Veuillez vérifier le champ en surbrillance'],
  ])('%s = %j: 400 with the field message', async (field, value, en, fr) => {
    const bad = { ...YES(), [field]: value };
    expect((await submit(bad)).json().fields[field]).toBe(en);
    const res = await submit(bad, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(fr);
    await nothingChanged();
  });

  it('answers an empty body with every required field', async () => {
    const res = await submit({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['dentalService', 'emailPermanent', 'first_name', 'last_name', 'license', 'openAccount', 'phone', 'program', 'programDate', 'state', 'university'].sort(),
    );
    await nothingChanged();
  });

  it.each([
    ['numbers for text', { first_name: 42, phone: 5145550142 }],
    ['a list for a choice', { dentalService: ['yes'] }],
    ['a boolean for yes/no', { license: true }],
    ['an object for an optional field', { fax: { n: 1 } }],
  ])('answers wrong types (%s) with 400', async (_, wrong) => {
    const res = await submit({ ...YES(), ...wrong });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(Object.keys(wrong)));
    await nothingChanged();
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of [['a'], 'null']) {
      const res = await submit(payload, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    }
    await nothingChanged();
  });

  it('answers malformed JSON with 400', async () => {
    const res = await submit('{"first_name": ', { headers: { 'content-type': 'application/json' }, locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "La demande n'a pas pu être lue" });
    await nothingChanged();
  });

  it('answers a huge body with 413', async () => {
    const res = await submit({ ...YES(), officeName: 'x'.repeat(BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
    await nothingChanged();
  });

  it('answers over-long text with 400', async () => {
    const res = await submit({ ...YES(), officeName: 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.officeName).toBe('This entry is too long');
    await nothingChanged();
  });

  it('answers a form body with 415', async () => {
    const res = await submit('first_name=Lea', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    await nothingChanged();
  });

  it('refuses a request without the CSRF token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/university-form/', payload: YES(), remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(403);
    await nothingChanged();
  });
});

describe('rate limit', () => {
  it('allows 10 submissions a minute per address, then answers 429 in the locale', async () => {
    const from = { remoteAddress: '10.200.0.1' };
    for (let i = 0; i < 10; i++) expect((await submit(NO(), from)).statusCode).toBe(201);
    const before = await count();
    const res = await submit(NO(), { ...from, locale: 'fr-CA' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Trop de demandes. Veuillez patienter une minute et réessayer' });
    expect(await count()).toBe(before);
    expect((await submit(NO(), { remoteAddress: '10.200.0.2' })).statusCode).toBe(201);
  });
});
