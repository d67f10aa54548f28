import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { personWithHistory, type PrivacyPerson } from './helpers/privacy-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 (5): what the portal holds about a person reads as the forms showed it. The access
 * archive gives each coded value (role, specialty, country, region, 'how can we help', categories,
 * yes/no...) the form's option text in the request's language; the findings screen in the staff
 * member's. Mails are kept as they were sent, so the codes are looked for outside them.
 */
let t: TestApp;
let ops: Record<string, string>;
let p: PrivacyPerson;

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await signIn(t, await newStaff(t, 'operations'));
  p = await personWithHistory(t);
});
afterAll(() => t.close());

const logRequest = async (locale: string) =>
  (await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'access', email: p.email, locale }, cookies: ops })).json().id as string;
type Held = { source: string; summary: string; fields: { [k: string]: unknown } };
const of = (records: Held[], source: string) => records.find((r) => r.source === source)!;
/** The codes the forms store for this person, as a stray cell or JSON value would show them. */
const CODES = /\b(doctor_owner|gp|learn_more|periodontics|true|false|cart|confirmation)\b/;

describe('the access archive', () => {
  it('gives a fr-CA request the French option texts, not the codes', async () => {
    const id = await logRequest('fr-CA');
    const res = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/export`, cookies: ops });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const registrations = strFromU8(files['registrations.csv']);
    expect(registrations).toContain('Dentiste (propriétaire, pratique privée)');
    expect(registrations).toContain('États-Unis');
    expect(registrations).toContain('Confirmée');
    const leads = strFromU8(files['leads.csv']);
    for (const text of ['Je veux en savoir plus', 'Autre spécialité', 'Parodontie', 'Québec', ',Oui,']) expect(leads).toContain(text);
    expect(strFromU8(files['university-submissions.csv'])).toContain(',Oui,');
    for (const file of Object.keys(files).filter((f) => f.endsWith('.csv') && f !== 'mails.csv')) expect(strFromU8(files[file]), file).not.toMatch(CODES);
    const records = (JSON.parse(strFromU8(files['everything.json'])).records as Held[]).filter((r) => r.source !== 'mails');
    expect(of(records, 'registrations').fields).toMatchObject({ role: 'Dentiste (propriétaire, pratique privée)', specialty: 'Omnipraticien' });
    expect(of(records, 'leads').fields).toMatchObject({ howCanWeHelp: 'Je veux en savoir plus', marketingConsent: 'Oui' });
    expect(JSON.stringify(records)).not.toMatch(CODES);
  });
});

describe('the findings screen', () => {
  it('shows the option texts in the staff member\'s language, whatever the request\'s', async () => {
    const id = await logRequest('fr-CA');
    const read = async (locale: string) => (await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/findings`, cookies: ops, locale })).json().records as Held[];
    const en = await read('en');
    expect(of(en, 'registrations').fields).toMatchObject({ role: 'Doctor (owner, private practice)', country: 'United States', locale: 'English (US)' });
    expect(of(en, 'leads').fields).toMatchObject({ howCanWeHelp: 'I want to learn more', professionalSubCategory: 'Periodontics', state: 'Quebec', marketingConsent: 'Yes' });
    expect(of(en, 'universitySubmissions').fields).toMatchObject({ license: 'Yes', openAccount: 'Yes' });
    expect(of(en, 'consents').fields).toMatchObject({ granted: 'Yes' });
    const fr = await read('fr-CA');
    expect(of(fr, 'registrations').fields).toMatchObject({ role: 'Dentiste (propriétaire, pratique privée)', country: 'États-Unis' });
    expect(of(fr, 'leads').fields).toMatchObject({ howCanWeHelp: 'Je veux en savoir plus', state: 'Québec', marketingConsent: 'Oui' });
    expect(of(fr, 'waitingList').fields.status).toBe("En attente d'une place");
    expect(JSON.stringify(fr.filter((r) => r.source !== 'mails'))).not.toMatch(CODES);
  });
});
