import { createHash, createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { MSG } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import type { PrivacyRequestConfirmed, PrivacyRequestForm, PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { privacyRequestDueAt, type PrivacyRequestKind } from '@portal/domain/privacy/requests';
import type { Database } from '../../db/client';
import { privacyRequests, type PrivacyRequestRow } from '../../db/schema/privacy-requests';
import { newPublicId } from '../../platform/security/ids';
import { fieldError } from '../registration/parse';
import { mailConfirmationLink, notifyOfficer, type PrivacyMailSettings } from './mails';

export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A request's confirmation token: an HMAC of its random id under the app's secret (256 bits, as
 * unguessable as a random one without the secret), so a repeat can mail the same link again
 * while the database still keeps only its SHA-256. A fresh random token per repeat would have to
 * replace the first (one hash per row), and a stranger's repeat would then kill the person's link.
 */
export const confirmToken = (secret: string, requestId: string) => createHmac('sha256', secret).update(`privacy-request-confirm:${requestId}`).digest('base64url');

/** The mail settings plus the app's secret the confirmation tokens derive from. */
export interface PrivacyRequestSettings extends PrivacyMailSettings {
  secret: string;
}

/**
 * The same request (address and kind) sent again while the first is open and less than this old
 * is not logged twice: the person most likely lost the first e-mail, so the same link is mailed
 * again (to the same address: only its owner reads it). Anyone can type an address, so a repeat
 * changes nothing: not the details, the locale nor the link already sent. The officer is told
 * once. Older, or once answered, a new request is a new entry.
 */
export const REPEAT_WINDOW_HOURS = 24;

/**
 * POST /api/privacy-requests. The answer is the same whether or not the portal holds anything
 * about the address (the form must not tell a stranger who is a customer), and whether or not it
 * repeats an open request (nor may it tell who asked before): only the address sent. The deadline
 * counts from receipt, not from the confirmation: Law 25 (s. 32) gives 30 days from the receipt
 * of the request, and the confirmation only proves who made it.
 */
export async function submitPrivacyRequest(
  db: Database,
  settings: PrivacyRequestSettings,
  locale: Locale,
  form: PrivacyRequestForm,
  // `lock: false` and `afterRead` exist only for the race test (its control run must be able to log a request twice).
  race: { lock?: boolean; afterRead?: () => Promise<void> } = {},
): Promise<PrivacyRequestReceived> {
  const hash = emailHash(form.email);
  await db.orm.transaction(async (tx) => {
    // Two identical submissions at once, on two instances, must still make one entry.
    if (race.lock ?? true) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`privacy-request:${hash}:${form.kind}`}, 0))`);
    const [open] = await tx
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.emailHash, hash),
          eq(privacyRequests.kind, form.kind),
          eq(privacyRequests.status, 'open'),
          gt(privacyRequests.receivedAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`),
        ),
      )
      .orderBy(desc(privacyRequests.receivedAt))
      .limit(1);
    await race.afterRead?.();
    if (open?.confirmedAt) return;
    if (open) {
      const token = confirmToken(settings.secret, open.id);
      // A request logged before tokens were derived (or under another secret) has a link we cannot mail again: it stays valid.
      if (open.confirmTokenHash === tokenHash(token)) await mailConfirmationLink(tx, settings, open, token);
      return;
    }
    const receivedAt = new Date();
    const id = newPublicId();
    const token = confirmToken(settings.secret, id);
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        id, kind: form.kind, email: form.email, emailHash: hash, locale, source: 'form', details: form.details,
        receivedAt, dueAt: privacyRequestDueAt(receivedAt), confirmTokenHash: tokenHash(token),
      })
      .returning();
    await mailConfirmationLink(tx, settings, row, token);
    await notifyOfficer(tx, settings, row);
  });
  return { email: form.email };
}

/** POST /api/privacy-requests/confirm: once per link; an unknown, replaced or used token is a 404. */
export async function confirmPrivacyRequest(db: NodePgDatabase, token: string): Promise<PrivacyRequestConfirmed> {
  const [row] = await db
    .update(privacyRequests)
    .set({ confirmedAt: new Date() })
    .where(and(eq(privacyRequests.confirmTokenHash, tokenHash(token)), isNull(privacyRequests.confirmedAt), eq(privacyRequests.status, 'open')))
    .returning({ kind: privacyRequests.kind, dueAt: privacyRequests.dueAt });
  if (!row) throw new AppError(404, 'privacy-requests:errors.invalidLink');
  return { kind: row.kind, dueAt: row.dueAt.toISOString() };
}

/** A request staff log for one received by mail or phone: they checked the person's identity, so it is confirmed at once. */
export async function insertStaffRequest(
  tx: NodePgDatabase,
  staff: { id: string; label: string },
  input: { kind: PrivacyRequestKind; email: string; locale: Locale; details: string; receivedAt?: string },
): Promise<PrivacyRequestRow> {
  const now = new Date();
  const receivedAt = input.receivedAt ? new Date(input.receivedAt) : now;
  if (receivedAt.getTime() > now.getTime()) throw fieldError('receivedAt', MSG.invalid);
  const [row] = await tx
    .insert(privacyRequests)
    .values({
      id: newPublicId(), kind: input.kind, email: input.email, emailHash: emailHash(input.email), locale: input.locale, source: 'staff',
      details: input.details, receivedAt, dueAt: privacyRequestDueAt(receivedAt), confirmedAt: now, handledBy: staff.id, handledByLabel: staff.label,
    })
    .returning();
  return row;
}
