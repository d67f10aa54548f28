import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '@portal/domain/my-registration/policy';
import { policyOf } from '../src/features/my-registration/policy';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A session's self-service policy (issue 42) set in the back office: what its registrants may do
 * on their own page. Each value is optional (null: the domain's default), checked by the domain's
 * rule (isValidPolicy) with its own message under its field, and audited like any session edit.
 */
let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await signIn(t, await newStaff(t, 'operations'));
});
afterAll(() => t.close());

const api = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, locale?: string) => t.call({ method, url, payload, cookies, locale });
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const live = (extra: Record<string, unknown> = {}) => ({
  kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', meetingUrl: 'https://meet.example.com/policy',
  titleEn: 'Policy session', titleFr: 'Séance de politique', language: 'en', timeZone: 'America/Toronto',
  startsAt: '2030-03-14T09:00:00-04:00', endsAt: '2030-03-14T16:00:00-04:00', seatsCapacity: 10, feeUsdCents: 100000, feeCadCents: 120000, ...extra,
});
const offeringRow = async (id: string) => (await q('select * from offerings where id = $1', [id]))[0];
const policyOfRow = async (id: string) => {
  const r = await offeringRow(id);
  return policyOf({ fullRefundHoursBefore: r.full_refund_hours_before, lateRefundPercent: r.late_refund_percent, changesHoursBefore: r.changes_hours_before, onDemandRefundDays: r.on_demand_refund_days });
};

describe('a session\'s self-service policy', () => {
  it('is the domain\'s default until staff set it, and answers null for each value not set', async () => {
    const res = await api('POST', '/api/admin/sessions', live());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fullRefundHoursBefore: null, lateRefundPercent: null, changesHoursBefore: null, onDemandRefundDays: null });
    expect(await policyOfRow(res.json().id)).toEqual(DEFAULT_POLICY);
  });

  it('keeps what staff set (0 included), audits the change, and goes back to the default when emptied', async () => {
    const created = await api('POST', '/api/admin/sessions', live({ fullRefundHoursBefore: 72, lateRefundPercent: 0 }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await policyOfRow(id)).toEqual({ ...DEFAULT_POLICY, fullRefundHoursBefore: 72, lateRefundPercent: 0 });
    const changed = await api('PATCH', `/api/admin/sessions/${id}`, { lateRefundPercent: 25, changesHoursBefore: 24, onDemandRefundDays: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ fullRefundHoursBefore: 72, lateRefundPercent: 25, changesHoursBefore: 24, onDemandRefundDays: null });
    const [audit] = await q(`select before, after from audit_log where entity = 'session' and entity_id = $1 and action = 'update'`, [id]);
    expect(audit).toEqual({ before: { lateRefundPercent: 0, changesHoursBefore: null }, after: { lateRefundPercent: 25, changesHoursBefore: 24 } });
    const reset = await api('PATCH', `/api/admin/sessions/${id}`, { fullRefundHoursBefore: null });
    expect(reset.json().fullRefundHoursBefore).toBeNull();
    expect(await policyOfRow(id)).toEqual({ ...DEFAULT_POLICY, lateRefundPercent: 25, changesHoursBefore: 24 });
  });

  it.each([
    ['negative hours', { fullRefundHoursBefore: -1 }, 'fullRefundHoursBefore', 'Enter whole hours, from 0 to 8760 (a year), or leave empty for the default'],
    ['part of an hour', { changesHoursBefore: 1.5 }, 'changesHoursBefore', 'Enter whole hours, from 0 to 8760 (a year), or leave empty for the default'],
    ['more than a year', { fullRefundHoursBefore: 24 * 365 + 1 }, 'fullRefundHoursBefore', 'Enter whole hours, from 0 to 8760 (a year), or leave empty for the default'],
    ['more than 100 %', { lateRefundPercent: 101 }, 'lateRefundPercent', 'Enter a whole percentage from 0 to 100, or leave empty for the default'],
    ['a text', { lateRefundPercent: 'half' }, 'lateRefundPercent', 'Enter a whole percentage from 0 to 100, or leave empty for the default'],
    ['more than 365 days', { onDemandRefundDays: 366 }, 'onDemandRefundDays', 'Enter whole days, from 0 to 365, or leave empty for the default'],
  ])('refuses %s with 400 under the field, and changes nothing', async (_what, extra, field, text) => {
    const before = (await q('select count(*)::int c from offerings'))[0].c;
    const res = await api('POST', '/api/admin/sessions', live(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(text);
    expect((await q('select count(*)::int c from offerings'))[0].c).toBe(before);
    const { id } = (await api('POST', '/api/admin/sessions', live())).json();
    const patch = await api('PATCH', `/api/admin/sessions/${id}`, extra);
    expect(patch.statusCode).toBe(400);
    expect(await policyOfRow(id)).toEqual(DEFAULT_POLICY);
  });

  it('explains a refusal in the request\'s locale', async () => {
    const res = await api('POST', '/api/admin/sessions', live({ lateRefundPercent: 150 }), 'fr-CA');
    expect(res.json().fields.lateRefundPercent).toBe('Saisissez un pourcentage entier de 0 à 100, ou laissez vide pour la valeur par défaut');
  });
});

/**
 * The session's policy on a registrant's move to a dearer session (issue 50): `pay` the difference
 * first (the default, null) or `refuse`; set in the back office through the session's own schema,
 * and only by those who manage sessions (a read-only viewer, or the educator presenting it, reads it).
 */
describe('a session\'s policy on dearer moves', () => {
  it('is null (the registrant pays) until staff set it, keeps refuse, audits it, and goes back to the default', async () => {
    const created = await api('POST', '/api/admin/sessions', live());
    expect(created.json().dearerMoves).toBeNull();
    const { id } = created.json();
    const refused = await api('PATCH', `/api/admin/sessions/${id}`, { dearerMoves: 'refuse' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().dearerMoves).toBe('refuse');
    expect((await offeringRow(id)).dearer_moves).toBe('refuse');
    const [audit] = await q(`select before, after from audit_log where entity = 'session' and entity_id = $1 and action = 'update'`, [id]);
    expect(audit).toEqual({ before: { dearerMoves: null }, after: { dearerMoves: 'refuse' } });
    expect((await api('GET', `/api/admin/sessions/${id}`)).json().dearerMoves).toBe('refuse');
    const reset = await api('PATCH', `/api/admin/sessions/${id}`, { dearerMoves: null });
    expect(reset.json().dearerMoves).toBeNull();
    const paying = await api('POST', '/api/admin/sessions', live({ dearerMoves: 'pay' }));
    expect(paying.statusCode, paying.body).toBe(201);
    expect(paying.json().dearerMoves).toBe('pay');
  });

  it.each([['an unknown value', 'free'], ['a number', 1], ['an empty text', '']])('refuses %s with 400 under the field, and keeps the policy', async (_what, value) => {
    const { id } = (await api('POST', '/api/admin/sessions', live({ dearerMoves: 'refuse' }))).json();
    const res = await api('PATCH', `/api/admin/sessions/${id}`, { dearerMoves: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.dearerMoves).toBeTruthy();
    expect((await offeringRow(id)).dearer_moves).toBe('refuse');
    expect((await api('POST', '/api/admin/sessions', live({ dearerMoves: value }))).statusCode).toBe(400);
  });

  it('cannot be changed by a read-only viewer or by the educator presenting the session (operations can: the control)', async () => {
    const educator = await newStaff(t, 'educator');
    const { id } = (await api('POST', '/api/admin/sessions', live({ presenterStaffId: educator.id }))).json();
    for (const role of ['viewer', 'educator'] as const) {
      const as = role === 'educator' ? await signIn(t, educator) : await signIn(t, await newStaff(t, role));
      const read = await t.call({ method: 'GET', url: `/api/admin/sessions/${id}`, cookies: as });
      expect(read.statusCode, role).toBe(200);
      expect(read.json().dearerMoves).toBeNull();
      const res = await t.call({ method: 'PATCH', url: `/api/admin/sessions/${id}`, payload: { dearerMoves: 'refuse' }, cookies: as });
      expect(res.statusCode, role).toBe(403);
      expect((await offeringRow(id)).dearer_moves, role).toBeNull();
    }
    const control = await api('PATCH', `/api/admin/sessions/${id}`, { dearerMoves: 'refuse' });
    expect(control.statusCode).toBe(200);
    expect((await offeringRow(id)).dearer_moves).toBe('refuse');
  });
});
