import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_TEXT_VERSION, formatConsentCookie } from '@portal/domain/privacy/consent';
import { MARKETING_EMAIL_TEXT_VERSION } from '@portal/domain/privacy/consent-texts';
import { NECESSARY_COOKIES } from '@portal/domain/privacy/necessary-cookies';
import { LOCALE_COOKIE } from '@portal/domain/locale/locales';
import { CSRF_COOKIE } from '../src/platform/security/csrf';
import { PENDING_COOKIE, SESSION_COOKIE } from '../src/features/staff/sessions';
import { translator } from '../src/platform/i18n';
import { createTestApp, type TestApp } from './helpers/test-app';
import { CA, US } from './helpers/lead-fixtures';

/** POST /api/consents (tracking decisions) and the contact-us form's marketing e-mail consent. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
const decide = (payload: unknown, opts: { cookie?: string; locale?: string; remoteAddress?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/consents',
    payload: payload as object,
    locale: opts.locale,
    remoteAddress: opts.remoteAddress ?? nextAddress(),
    cookies: opts.cookie ? { [CONSENT_COOKIE]: opts.cookie } : {},
  });
const body = (measurement: boolean, marketing: boolean, sourcePage = '/provider/why-the-system') => ({
  choices: { measurement, marketing },
  sourcePage,
  textVersion: CONSENT_TEXT_VERSION,
});
const records = async (where: string, params: unknown[]) =>
  (await t.db.pool.query(`select * from consent_records where ${where} order by created_at, id`, params)).rows;
const count = async () => Number((await t.db.pool.query('select count(*) from consent_records')).rows[0].count);

describe('tracking consent', () => {
  it('stores a first decision with the exact text shown, its version, page and locale, and sets the cookie', async () => {
    const res = await decide(body(true, false));
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.consentId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer).toMatchObject({ choices: { measurement: true, marketing: false }, withdrawn: [], textVersion: CONSENT_TEXT_VERSION });
    expect(answer.cookie).toBe(`${CONSENT_TEXT_VERSION}.${answer.consentId}.measurement`);
    const set = res.cookies.find((c) => c.name === CONSENT_COOKIE)!;
    expect(set).toMatchObject({ value: answer.cookie, path: '/', maxAge: CONSENT_MAX_AGE, sameSite: 'Lax' });
    expect(set.httpOnly).toBeFalsy();

    const [row] = await records('consent_id = $1', [answer.consentId]);
    expect(row).toMatchObject({
      kind: 'tracking', source: '/provider/why-the-system', locale: 'en', text_version: CONSENT_TEXT_VERSION,
      choices: { measurement: true, marketing: false }, withdrawn: [], previous_id: null, lead_id: null,
    });
    const t_ = translator('en');
    expect(row.text_shown).toBe(
      [t_('common:consent.title'), t_('common:consent.text'),
        `- ${t_('common:consent.categories.measurement.label')}: ${t_('common:consent.categories.measurement.description')}`,
        `- ${t_('common:consent.categories.marketing.label')}: ${t_('common:consent.categories.marketing.description')}`].join('\n'),
    );
    expect(row.text_shown).toContain('Your privacy choices');
    expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
  });

  it('keeps the French text for a decision made in fr-CA', async () => {
    const res = await decide(body(false, false, '/'), { locale: 'fr-CA' });
    expect(res.statusCode).toBe(201);
    const [row] = await records('consent_id = $1', [res.json().consentId]);
    expect(row.locale).toBe('fr-CA');
    expect(row.text_shown).toContain('Vos choix en matière de confidentialité');
    expect(row.text_shown).toContain('- Mesure d\'audience:');
    expect(row.choices).toEqual({ measurement: false, marketing: false });
  });

  it('links a change of mind to the earlier decision and names what it withdraws', async () => {
    const first = (await decide(body(true, true))).json();
    const second = await decide(body(true, false, '/contact-us'), { cookie: first.cookie });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ consentId: first.consentId, withdrawn: ['marketing'], choices: { measurement: true, marketing: false } });
    const third = (await decide(body(false, true), { cookie: second.json().cookie })).json();
    expect(third).toMatchObject({ consentId: first.consentId, withdrawn: ['measurement'] });

    const chain = await records('consent_id = $1', [first.consentId]);
    expect(chain.map((r) => r.withdrawn)).toEqual([[], ['marketing'], ['measurement']]);
    expect(chain[0].previous_id).toBeNull();
    expect(chain[1].previous_id).toBe(chain[0].id);
    expect(chain[2].previous_id).toBe(chain[1].id);
    expect(chain[1].source).toBe('/contact-us');
  });

  it('links a decision under older texts to the visitor\'s earlier one (the id is kept)', async () => {
    const first = (await decide(body(true, true))).json();
    const old = `2020-01-01.${first.consentId}.measurement-marketing`;
    const again = (await decide(body(false, false), { cookie: old })).json();
    expect(again).toMatchObject({ consentId: first.consentId, withdrawn: ['measurement', 'marketing'] });
  });

  it.each([
    ['an id the server never gave', formatConsentCookie({ version: CONSENT_TEXT_VERSION, consentId: 'NeverGivenNeverGiven00', choices: { measurement: true, marketing: true } })],
    ['a tampered cookie', 'garbage.value'],
  ])('starts a new consent id for %s', async (_, cookie) => {
    const answer = (await decide(body(true, true), { cookie })).json();
    expect(answer.consentId).not.toBe('NeverGivenNeverGiven00');
    expect(answer.withdrawn).toEqual([]);
    expect((await records('consent_id = $1', [answer.consentId]))[0].previous_id).toBeNull();
  });
});

describe('the privacy page\'s list of strictly necessary cookies', () => {
  it('names the cookies the server really sets', () => {
    expect(NECESSARY_COOKIES.map((c) => c.name).sort()).toEqual([LOCALE_COOKIE, CSRF_COOKIE, CONSENT_COOKIE, SESSION_COOKIE, PENDING_COOKIE].sort());
  });
});

describe('bad input changes nothing', () => {
  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a missing category', { ...body(true, true), choices: { measurement: true } }],
    ['an unknown category', { ...body(true, true), choices: { measurement: true, marketing: true, ads: true } }],
    ['a string for a boolean', { ...body(true, true), choices: { measurement: 'yes', marketing: true } }],
    ['a page of another site', body(true, true, 'https://evil.example/')],
    ['a page with a query', body(true, true, '/registration?id=abc')],
    ['an unknown field', { ...body(true, true), email: 'x@example.com' }],
    ['a number for the version', { ...body(true, true), textVersion: 3 }],
  ])('400 for %s', async (_, payload) => {
    const before = await count();
    const res = await decide(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors ?? res.json().error).toBeTruthy();
    expect(await count()).toBe(before);
    expect(res.cookies.find((c) => c.name === CONSENT_COOKIE)).toBeUndefined();
  });

  it('400 for malformed JSON', async () => {
    const before = await count();
    const res = await t.call({ method: 'POST', url: '/api/consents', remoteAddress: nextAddress(), headers: { 'content-type': 'application/json' }, payload: '{"choices":' });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('413 for an oversized body', async () => {
    const res = await decide({ ...body(true, true), sourcePage: `/${'a'.repeat(200_000)}` });
    expect(res.statusCode).toBe(413);
  });

  it('409 for texts of another version, in the request\'s language', async () => {
    const before = await count();
    const res = await decide({ ...body(true, true), textVersion: '2020-01-01' }, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(translator('fr-CA')('errors:consent.staleText'));
    expect(await count()).toBe(before);
  });

  it('403 without the XSRF header', async () => {
    const before = await count();
    const res = await t.app.inject({ method: 'POST', url: '/api/consents', payload: body(true, true) });
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('rate limit', () => {
  it('limits decisions per address like the other public writes', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '150' }); // 150 / 30 = 5 a minute
    try {
      const post = () => limited.call({ method: 'POST', url: '/api/consents', payload: body(true, true), remoteAddress: '10.9.9.9' });
      for (let i = 0; i < 5; i++) expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
      const other = await limited.call({ method: 'POST', url: '/api/consents', payload: body(true, true), remoteAddress: '10.9.9.10' });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the contact form\'s marketing e-mail consent', () => {
  const contact = (payload: unknown, locale?: string) =>
    t.call({ method: 'POST', url: '/api/contact-us/', payload: payload as object, remoteAddress: nextAddress(), locale });
  const leadOf = async (email: string) => (await t.db.pool.query('select id from leads where email = $1', [email])).rows[0]?.id as string | undefined;

  it('is recorded with the lead, with the checkbox\'s exact label and its version', async () => {
    const lead = US();
    expect((await contact(lead)).statusCode).toBe(201);
    const leadId = await leadOf(lead.email);
    const [row] = await records('lead_id = $1', [leadId]);
    expect(row).toMatchObject({
      kind: 'marketing_email', source: '/contact-us', locale: 'en', text_version: MARKETING_EMAIL_TEXT_VERSION,
      text_shown: translator('en')('leads:fields.marketingConsent'), choices: { email: true }, previous_id: null,
    });
    expect(row.text_shown).toContain('Send me news, offers and event invitations by email');
  });

  it('keeps an unchecked box as a refusal, in French for a fr-CA lead', async () => {
    const lead = CA();
    expect((await contact(lead, 'fr-CA')).statusCode).toBe(201);
    const [row] = await records('lead_id = $1', [await leadOf(lead.email)]);
    expect(row).toMatchObject({ locale: 'fr-CA', choices: { email: false } });
    expect(row.text_shown).toContain('Envoyez-moi des nouvelles');
  });

  it('records nothing for a duplicate the lead form stores once, nor for a refused lead', async () => {
    const lead = US();
    await contact(lead);
    await contact(lead);
    expect(await records('lead_id = $1', [await leadOf(lead.email)])).toHaveLength(1);
    const before = await count();
    expect((await contact({ ...US(), email: 'not-an-email' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('two instances, one consent id', () => {
  it('keeps one chain when decisions arrive at once on both (control run without the lock forks it)', async () => {
    const { createTwoInstances } = await import('./helpers/test-app');
    const { recordTrackingConsent } = await import('../src/features/privacy/consent-service');
    const { until, waitingOnLocks } = await import('./helpers/locks');
    const pair = await createTwoInstances();
    try {
      const run = async (lock: boolean) => {
        const first = await recordTrackingConsent(pair.a.db, { decision: body(true, true), locale: 'en', cookie: undefined });
        // Inserts wait behind this share lock (reads do not), so every decision has read the
        // chain's end before any of them can add to it: the overlap is certain, not left to timing.
        const blocker = await pair.a.db.pool.connect();
        await blocker.query('begin; lock table consent_records in share mode');
        const decisions = Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            recordTrackingConsent((i % 2 ? pair.b : pair.a).db, { decision: body(i % 2 === 0, true), locale: 'en', cookie: first.cookie }, { lock }),
          ),
        );
        await until(async () => (await waitingOnLocks(pair.a)) >= 8);
        await blocker.query('commit');
        blocker.release();
        await decisions;
        const { rows } = await pair.a.db.pool.query('select previous_id from consent_records where consent_id = $1 and previous_id is not null', [first.consentId]);
        return { links: rows.length, distinct: new Set(rows.map((r) => r.previous_id)).size };
      };
      expect(await run(true)).toEqual({ links: 8, distinct: 8 });
      expect(await run(false)).toEqual({ links: 8, distinct: 1 });
    } finally {
      await pair.close();
    }
  });
});
