import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO, SCANNER, US } from './helpers/lead-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The leads inbox: contact-us leads, 'Need more info?' requests and university submissions in one
 * list with status, owner and notes; each new lead announced to LEADS_NOTIFY_EMAIL in the
 * transaction that stored it; follow-ups audited.
 */
const NOTIFY = 'leads-desk@example.com';
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
const sent = { contact: US(), scanner: SCANNER(), university: NO() };

beforeAll(async () => {
  t = await createTestApp({ LEADS_NOTIFY_EMAIL: NOTIFY, PUBLIC_URL: 'https://portal.example' });
  for (const [url, body] of [
    ['/api/contact-us/', sent.contact],
    ['/api/scanner-trial/leads', sent.scanner],
    ['/api/university-form/', sent.university],
  ] as const) {
    const res = await t.call({ method: 'POST', url, payload: body });
    expect(res.statusCode, res.body).toBe(201);
  }
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
});
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/admin/leads', query, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; source: string; email: string; status: string; ownerName: string | null }[]; total: number };
};

describe('the leads inbox', () => {
  it('lists every form’s leads, newest first, as new and unassigned', async () => {
    const { data, total } = await list();
    expect(total).toBe(3);
    expect(data.map((l) => l.source)).toEqual(['university', 'scanner_trial', 'contact_us']);
    expect(data.map((l) => l.email)).toEqual([sent.university.emailPermanent, sent.scanner.email, sent.contact.email]);
    expect(data.every((l) => l.status === 'new' && l.ownerName === null)).toBe(true);
    expect((await list({ source: 'scanner_trial' })).data.map((l) => l.email)).toEqual([sent.scanner.email]);
    expect((await list({ q: 'okafor' })).data.map((l) => l.source)).toEqual(['contact_us']);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('announces each new lead to the configured address with a link to it', async () => {
    const notices = (await t.db.pool.query(`select subject, text from outbox where "to" = $1 order by created_at`, [NOTIFY])).rows;
    expect(notices.map((m) => m.subject)).toEqual([
      'New lead: Maya Okafor (Contact us)',
      'New lead: Sam Lee (Need more info? (scanner))',
      'New lead: Léa Tremblay (University / residency)',
    ]);
    const { data } = await list({ source: 'contact_us' });
    expect(notices[0].text).toContain(`https://portal.example/admin/leads/${encodeURIComponent(data[0].id)}/show`);
    // Real line breaks, not a backslash and an n.
    expect(notices[0].text).toMatch(/^A new lead arrived through the Contact us form\.\n\nMaya Okafor </);
    expect(notices[0].text).not.toContain('\\n');
  });

  it('shows what the form asked, and follows up: take it, mark contacted, add notes, audited', async () => {
    const [lead] = (await list({ source: 'university' })).data;
    const one = (await t.call({ method: 'GET', url: `/api/admin/leads/${lead.id}`, cookies })).json();
    expect(one.fields).toMatchObject({ university: sent.university.university, program: 'Pre-Doc' });
    const res = await t.call({ method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: { owner: 'me', status: 'contacted', notes: 'Called, sends transcript' }, cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', ownerId: ops.id, notes: 'Called, sends transcript' });
    expect((await list({ owner: 'me' })).data.map((l) => l.id)).toEqual([lead.id]);
    expect((await list({ owner: 'none' })).total).toBe(2);
    expect((await list({ status: 'new' })).total).toBe(2);
    const [entry] = (await t.db.pool.query(`select before, after, actor_id from audit_log where entity = 'lead' and entity_id = $1`, [lead.id])).rows;
    expect(entry).toMatchObject({ actor_id: ops.id, before: { status: 'new', ownerId: null, notes: '' }, after: { status: 'contacted', ownerId: ops.id } });
    const released = await t.call({ method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: { owner: null, status: 'closed' }, cookies });
    expect(released.json()).toMatchObject({ status: 'closed', ownerId: null, notes: 'Called, sends transcript' });
  });

  it('labels the answers as the public form did, in the staff member’s language, and keeps them after a follow-up', async () => {
    const [lead] = (await list({ source: 'contact_us' })).data;
    const read = async (locale: string) => {
      const res = await t.call({ method: 'GET', url: `/api/admin/leads/${lead.id}`, cookies, locale });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().answers as { field: string; label: string; value: string }[];
    };
    const en = await read('en');
    expect(en.slice(0, 2)).toEqual([{ field: 'firstName', label: 'First name', value: 'Maya' }, { field: 'lastName', label: 'Last name', value: 'Okafor' }]);
    expect(en).toContainEqual({ field: 'howCanWeHelp', label: 'How can we help?', value: 'I want to become a provider' });
    expect(en).toContainEqual({ field: 'state', label: 'State', value: 'Michigan' });
    const fr = await read('fr-CA');
    expect(fr).toContainEqual({ field: 'firstName', label: 'Prénom', value: 'Maya' });
    expect(fr).toContainEqual({ field: 'howCanWeHelp', label: 'Comment pouvons-nous vous aider?', value: 'Je veux devenir fournisseur' });
    expect(fr).toContainEqual({ field: 'professionalSubCategory', label: 'Sous-catégorie professionnelle', value: 'Nouveau diplômé' });
    expect(fr).toContainEqual({ field: 'zip', label: 'Code ZIP', value: '48104-1234' });
    expect(fr.map((a) => a.field)).not.toContain('payloadHash');
    const patched = await t.call({ method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: { notes: 'Rappeler lundi' }, cookies, locale: 'fr-CA' });
    expect(patched.json().answers).toEqual(fr);

    const [uni] = (await list({ source: 'university' })).data;
    const answers = (await t.call({ method: 'GET', url: `/api/admin/leads/${uni.id}`, cookies, locale: 'fr-CA' })).json().answers;
    expect(answers).toContainEqual({ field: 'program', label: 'Programme', value: 'Prédoctoral' });
    expect(answers).toContainEqual({ field: 'dentalService', label: expect.stringMatching(/^Faites-vous partie/), value: 'Non' });
  });

  it('answers 404 for an unknown lead and 400 for a bad status', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/leads/contact_us:AAAAAAAAAAAAAAAAAAAAAA', cookies })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/admin/leads/nonsense', cookies })).statusCode).toBe(400);
    const [lead] = (await list()).data;
    expect((await t.call({ method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: { status: 'won' }, cookies })).statusCode).toBe(400);
  });
});
