import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox } from './helpers/checkout-fixtures';
import { liveSession, paidRegistration, ticketsOf } from './helpers/check-in-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addEndpoint, administrator } from './helpers/webhook-fixtures';

/**
 * Cancelling from the registrant's own page (issue 42): the page says what comes back before the
 * click (the session's policy: in full until a cut-off, a share after it, nothing once it has
 * started; an on-demand course in full within days of paying), and the cancellation gives back
 * exactly that through the payment provider as staff refunds do (credit note, its mail,
 * `payment.refunded`), then cancels as staff do (seats back, tickets voided, the mail,
 * `registration.cancelled`), audited as done by the registrant. Refusals change nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await administrator(t);
  await addEndpoint(t, admin, 'http://127.0.0.1:9/crm', ['payment.refunded', 'registration.cancelled']);
});
afterAll(() => t?.close());

let ip = 0;
const from = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const view = (token: string, locale?: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, locale, remoteAddress: from() });
const cancel = (token: string, expectedRefundCents: unknown, locale?: string) =>
  t.call({ method: 'POST', url: `/api/my-registration/${token}/cancel`, payload: { expectedRefundCents }, locale, remoteAddress: from() });
const HOUR = 3_600_000;

/** A paid registration (with `team` members) of a session starting in `hours`, its policy as staff set it, and its page's token. */
async function booked(opts: { hours?: number; team?: number; onDemand?: boolean; policy?: string } = {}) {
  const offeringId = await liveSession(t, { courseType: opts.onDemand ? 'on_demand' : 'live' });
  await q('update offerings set team_seat_amount = 3 where id = $1', [offeringId]);
  if (!opts.onDemand) await q(`update offerings set starts_at = $2, ends_at = $3 where id = $1`, [offeringId, new Date(Date.now() + (opts.hours ?? 240) * HOUR), new Date(Date.now() + ((opts.hours ?? 240) + 7) * HOUR)]);
  if (opts.policy) await q(`update offerings set ${opts.policy} where id = $1`, [offeringId]);
  const { id, email } = await paidRegistration(t, offeringId, { team: opts.team });
  // The payment API claims no seat (registering does): claim them as registering would have.
  await q('update offerings set seats_taken = seats_taken + $2 where id = $1', [offeringId, 1 + (opts.team ?? 0)]);
  const [mail] = await q(`select text from outbox where "to" = $1 and text like '%/my-registration?token=%'`, [email]);
  const token = /\/my-registration\?token=([\w-]{22})/.exec(mail.text)![1];
  const [order] = await q(`select order_total_cents total, provider_reference ref from orders where registration_id = $1 and status = 'paid'`, [id]);
  return { id, email, offeringId, token, total: order.total as number, ref: order.ref as string };
}

/** Back at checkout with its payment declined: a registration not paid yet. */
const unpaid = async (id: string) => {
  await q(`update orders set status = 'declined' where registration_id = $1`, [id]);
  await q(`update registrations set status = 'cart' where id = $1`, [id]);
};
/** The 'Registration cancelled' mail carries a link to the registration's page, and it opens it (cancelled). */
const cancelMailOpensPage = async (email: string) => {
  const [mail] = await q(`select text from outbox where "to" = $1 and subject like 'Registration cancelled:%'`, [email]);
  const link = /\/my-registration\?token=([\w-]{22})/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  expect((await view(link![1])).json()).toMatchObject({ ended: 'cancelled', course: { calendarPath: null } });
};
const seatsTaken = async (offeringId: string) => (await q('select seats_taken from offerings where id = $1', [offeringId]))[0].seats_taken as number;
const refundsAt = async (ref: string) => (await sandbox(t).refundsMade()).filter((r) => r.providerReference === ref).map((r) => r.amountCents);
const events = async (registrationId: string) =>
  (await q(`select type from webhook_events where payload->'data'->>'registrationId' = $1`, [registrationId])).map((r) => r.type).sort();
const state = async (id: string) => (await q('select cancelled_at, refunded_at from registrations where id = $1', [id]))[0];

describe('what the page says before the click', () => {
  it('names what comes back now, until when, and the share after the cut-off; team members with their address', async () => {
    const reg = await booked({ team: 1 });
    const res = await view(reg.token);
    expect(res.statusCode, res.body).toBe(200);
    const { actions, teamMembers } = res.json();
    expect(actions.cancel).toEqual({ allowed: true, refundCents: reg.total, currency: 'USD', share: 'full', fullRefundUntil: expect.any(String), lateRefundPercent: 50 });
    // The defaults: in full until 7 days before, changes until 48 hours before.
    expect(Date.parse(actions.changesUntil) - Date.parse(actions.cancel.fullRefundUntil)).toBe(120 * HOUR);
    expect(actions).toMatchObject({ canMove: true, canChangeTeam: true, maxTeamMembers: 3 });
    expect(teamMembers[0].email).toMatch(/@example\.com$/);
    expect(res.json().refunded).toBeNull();
  });
});

describe('cancelling', () => {
  it('before the cut-off: refunds in full through the provider, with the credit note, mails, webhooks, the seats back and the tickets voided', async () => {
    const reg = await booked({ team: 1 });
    expect(await seatsTaken(reg.offeringId)).toBe(2);
    // Before: the page offers the calendar file (the control for the check after).
    expect((await view(reg.token)).json().course.calendarPath).toMatch(/calendar\.ics$/);
    const res = await cancel(reg.token, reg.total);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.ended).toBe('cancelled');
    // Issue 50 item 8: no 'Add to calendar' for a cancelled registration (its file answers 410).
    expect(page.course.calendarPath).toBeNull();
    expect(page.actions).toMatchObject({ cancel: null, canMove: false, canChangeTeam: false });
    expect(page.documents.map((d: { kind: string }) => d.kind)).toEqual(['payment', 'refund']);
    expect(page.tickets).toEqual([]);
    // What was refunded, said on the page from now on (not only in the message right after).
    const [{ created_at: refundedAt }] = await q('select created_at from refunds where registration_id = $1', [reg.id]);
    expect(page.refunded).toEqual({ refundedCents: reg.total, currency: 'USD', lastRefundAt: refundedAt.toISOString() });
    expect((await view(reg.token)).json().refunded).toEqual(page.refunded);
    expect(await refundsAt(reg.ref)).toEqual([reg.total]);
    expect(await seatsTaken(reg.offeringId)).toBe(0);
    expect((await ticketsOf(t, reg.id)).every((k) => k.voided_at !== null)).toBe(true);
    const subjects = (await q('select subject from outbox where "to" = $1 order by created_at, id', [reg.email])).map((r) => r.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^Your credit note /), expect.stringMatching(/^Registration cancelled: /)]));
    // The credit note's mail, as every receipt's, links to the registration's own page, and that link works.
    const [note] = await q(`select text from outbox where "to" = $1 and subject like 'Your credit note %'`, [reg.email]);
    const link = /\/my-registration\?token=([\w-]{22})/.exec(note.text);
    expect(link).not.toBeNull();
    expect((await view(link![1])).statusCode).toBe(200);
    await cancelMailOpensPage(reg.email);
    expect(await events(reg.id)).toEqual(['payment.refunded', 'registration.cancelled']);
    const audit = await q(`select action, actor_id, actor_label from audit_log where entity = 'registration' and entity_id = $1 order by id`, [reg.id]);
    expect(audit).toEqual([
      { action: 'refund', actor_id: null, actor_label: `registrant:${reg.id}` },
      { action: 'cancel', actor_id: null, actor_label: `registrant:${reg.id}` },
    ]);
  });

  it('after the cut-off: gives back the policy\'s share, and the registration is cancelled', async () => {
    const reg = await booked({ hours: 72 });
    const { cancel: terms } = (await view(reg.token)).json().actions;
    expect(terms).toMatchObject({ allowed: true, share: 'partial', refundCents: Math.floor(reg.total / 2), fullRefundUntil: null });
    const res = await cancel(reg.token, terms.refundCents);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBe('cancelled');
    expect(await refundsAt(reg.ref)).toEqual([Math.floor(reg.total / 2)]);
    expect(await seatsTaken(reg.offeringId)).toBe(0);
  });

  it('follows the session\'s own policy as staff set it', async () => {
    const reg = await booked({ hours: 72, policy: 'full_refund_hours_before = 48, late_refund_percent = 10' });
    expect((await view(reg.token)).json().actions.cancel).toMatchObject({ share: 'full', refundCents: reg.total, lateRefundPercent: 10 });
    const late = await booked({ hours: 24, policy: 'full_refund_hours_before = 48, late_refund_percent = 10' });
    expect((await view(late.token)).json().actions.cancel).toMatchObject({ share: 'partial', refundCents: Math.floor(late.total / 10) });
  });

  it('once the session has started: says so, and refuses (409) changing nothing', async () => {
    const reg = await booked();
    await q(`update offerings set starts_at = now() - interval '1 hour', ends_at = now() + interval '6 hours' where id = $1`, [reg.offeringId]);
    expect((await view(reg.token)).json().actions.cancel).toMatchObject({ allowed: false, refundCents: 0 });
    const res = await cancel(reg.token, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('It is too late for this: the session has started or its cut-off has passed.');
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
    expect(await refundsAt(reg.ref)).toEqual([]);
  });

  it('an on-demand course: in full within its days of paying, nothing after (and cancelling still ends it)', async () => {
    const fresh = await booked({ onDemand: true });
    expect((await view(fresh.token)).json().actions).toMatchObject({ cancel: { share: 'full', refundCents: fresh.total, lateRefundPercent: 0 }, changesUntil: null, canMove: false });
    const old = await booked({ onDemand: true });
    await q(`update orders set created_at = now() - interval '15 days' where registration_id = $1`, [old.id]);
    expect((await view(old.token)).json().actions.cancel).toMatchObject({ allowed: true, share: 'none', refundCents: 0 });
    const res = await cancel(old.token, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBe('cancelled');
    expect(await refundsAt(old.ref)).toEqual([]);
    expect(await events(old.id)).toEqual(['registration.cancelled']);
  });

  it('refuses (409) when the terms changed since the page was read, in the reader\'s language, changing nothing', async () => {
    const reg = await booked({ hours: 72 });
    const res = await cancel(reg.token, reg.total);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^What comes back if you cancel has changed/);
    expect((await cancel(reg.token, reg.total, 'fr-CA')).json().error).toMatch(/^Ce qui vous serait remboursé a changé/);
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
    expect(await refundsAt(reg.ref)).toEqual([]);
    expect(await seatsTaken(reg.offeringId)).toBe(1);
  });

  it('refuses a second cancellation (409), refunding once', async () => {
    const reg = await booked();
    expect((await cancel(reg.token, reg.total)).statusCode).toBe(200);
    const again = await cancel(reg.token, reg.total);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This registration is cancelled or refunded: it can no longer be changed.');
    expect(await refundsAt(reg.ref)).toEqual([reg.total]);
  });

  it('gives back what is left after a staff refund', async () => {
    const reg = await booked();
    const staff = await t.call({ method: 'POST', url: `/api/admin/registrations/${reg.id}/refund`, cookies: admin, payload: { amountCents: 10000, reason: 'parking', idempotencyKey: `staff-${reg.id}` } });
    expect(staff.statusCode, staff.body).toBe(200);
    const before = (await view(reg.token)).json();
    expect(before.actions.cancel.refundCents).toBe(reg.total - 10000);
    expect(before.refunded).toMatchObject({ refundedCents: 10000, currency: 'USD' });
    const after = await cancel(reg.token, reg.total - 10000);
    expect(after.statusCode).toBe(200);
    // Both refunds in all, the last one's instant.
    expect(after.json().refunded).toMatchObject({ refundedCents: reg.total, currency: 'USD' });
    expect(Date.parse(after.json().refunded.lastRefundAt)).toBeGreaterThanOrEqual(Date.parse(before.refunded.lastRefundAt));
    expect(await refundsAt(reg.ref)).toEqual([10000, reg.total - 10000]);
  });

  it('answers 410 for a link that does not work, 400 for a bad body', async () => {
    expect((await cancel('AAAAAAAAAAAAAAAAAAAAAA', 0)).statusCode).toBe(410);
    expect((await cancel('not-a-token', 0)).json().error).toMatch(/^This link no longer works/);
    const reg = await booked();
    expect((await cancel(reg.token, -1)).statusCode).toBe(400);
    expect((await cancel(reg.token, 'all')).statusCode).toBe(400);
    expect((await cancel(reg.token, 1.5)).statusCode).toBe(400);
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
  });

  it('before paying: nothing comes back, and cancelling frees the seats, with no refund and no credit note', async () => {
    const reg = await booked({ team: 1 });
    await unpaid(reg.id);
    expect((await view(reg.token)).json().actions.cancel).toEqual({ allowed: true, refundCents: 0, currency: 'USD', share: 'unpaid', fullRefundUntil: null, lateRefundPercent: 50 });
    const taken = await seatsTaken(reg.offeringId);
    const res = await cancel(reg.token, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended: 'cancelled', refunded: null, actions: { cancel: null } });
    expect(await seatsTaken(reg.offeringId)).toBe(taken - 2);
    expect(await refundsAt(reg.ref)).toEqual([]);
    expect(await q(`select 1 from receipts where registration_id = $1 and kind = 'refund'`, [reg.id])).toEqual([]);
    // Unpaid, the cancellation's mail is the only one: it carries the page's link too (issue 50 item 8).
    await cancelMailOpensPage(reg.email);
  });

  it('a payment made after the page was read: the cancellation that promised nothing is refused (409), changing nothing', async () => {
    const reg = await booked();
    await unpaid(reg.id);
    expect((await view(reg.token)).json().actions.cancel).toMatchObject({ share: 'unpaid', refundCents: 0 });
    await q(`update orders set status = 'paid' where registration_id = $1`, [reg.id]);
    const res = await cancel(reg.token, 0);
    expect(res.statusCode).toBe(409);
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
  });

  it('complete with no paid order here (imported, paid elsewhere): nothing to cancel from the page (409), changing nothing', async () => {
    const reg = await booked();
    await q(`update orders set status = 'declined' where registration_id = $1`, [reg.id]);
    expect((await view(reg.token)).json().actions.cancel).toBeNull();
    const res = await cancel(reg.token, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^This registration was paid outside this portal/);
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
  });

  it('refuses a request without the XSRF header (403), changing nothing', async () => {
    const reg = await booked();
    const res = await t.call({ method: 'POST', url: `/api/my-registration/${reg.token}/cancel`, payload: { expectedRefundCents: reg.total }, headers: { 'x-xsrf-token': '' }, remoteAddress: from() });
    expect(res.statusCode).toBe(403);
    expect(await state(reg.id)).toEqual({ cancelled_at: null, refunded_at: null });
    expect(await refundsAt(reg.ref)).toEqual([]);
  });
});

describe('the back office', () => {
  it('shows the registrant\'s cancellation and its refund as theirs, in English and in French', async () => {
    const reg = await booked({ hours: 72 });
    await cancel(reg.token, Math.floor(reg.total / 2));
    const timeline = async (locale: string) =>
      (await t.call({ method: 'GET', url: `/api/admin/registrations/${reg.id}`, cookies: admin, locale })).json() as { timeline: { kind: string; summary: string }[]; refunds: { createdBy: string }[] };
    const en = await timeline('en');
    expect(en.timeline.find((e) => e.kind === 'cancelled')?.summary).toBe('cancelled by the registrant on their own page');
    expect(en.timeline.find((e) => e.kind === 'refund')?.summary).toMatch(/ · cancelled by the registrant on their own page$/);
    expect(en.refunds[0].createdBy).toBe('the registrant (on their own page)');
    const fr = await timeline('fr-CA');
    expect(fr.timeline.find((e) => e.kind === 'cancelled')?.summary).toBe('annulée par la personne inscrite sur sa propre page');
    expect(fr.refunds[0].createdBy).toBe('la personne inscrite (sur sa propre page)');
    // The audit log says it in words too (the same reading), with the registration it was.
    const audit = async (locale: string) =>
      (await t.call({ method: 'GET', url: `/api/admin/audit?entity=registration&entityId=${reg.id}`, cookies: admin, locale })).json().data as Record<string, unknown>[];
    const entries = await audit('en');
    expect(entries.map((e) => e.action).sort()).toEqual(['cancel', 'refund']);
    for (const e of entries) expect(e).toMatchObject({ actorLabel: `registrant:${reg.id}`, actorName: 'Registrant (own page)', actorRegistrationId: reg.id });
    expect((await audit('fr-CA'))[0]).toMatchObject({ actorName: 'Personne inscrite (sur sa propre page)', actorRegistrationId: reg.id });
    // Staff's entries keep their label, with no registration.
    const staffEntry = (await t.call({ method: 'GET', url: '/api/admin/audit?entity=webhook_endpoint', cookies: admin })).json().data[0];
    expect(staffEntry).toMatchObject({ actorName: staffEntry.actorLabel, actorRegistrationId: null });
  });
});
