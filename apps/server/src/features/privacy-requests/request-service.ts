import { createHash } from 'node:crypto';
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
 * The same request (address and kind) sent again while the first is open and less than this old
 * is not logged twice: the person most likely lost the first e-mail, so the open request gets a
 * new link (the old one stops working) and keeps its receipt date, hence its deadline. The
 * officer is told once. Older, or once answered, a new request is a new entry.
 */
export const REPEAT_WINDOW_HOURS = 24;

/**
 * POST /api/privacy-requests. The answer is the same whether or not the portal holds anything
 * about the address (the form must not tell a stranger who is a customer). The deadline counts
 * from receipt, not from the confirmation: Law 25 (s. 32) gives 30 days from the receipt of the
 * request, and the confirmation only proves who made it.
 */
export async function submitPrivacyRequest(
  db: Database,
  settings: PrivacyMailSettings,
  locale: Locale,
  form: PrivacyRequestForm,
  // `lock: false` and `afterRead` exist only for the race test (its control run must be able to log a request twice).
  race: { lock?: boolean; afterRead?: () => Promise<void> } = {},
): Promise<PrivacyRequestReceived> {
  const token = `${newPublicId()}${newPublicId()}`;
  const hash = emailHash(form.email);
  const request = await db.orm.transaction(async (tx) => {
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
    if (open?.confirmedAt) return open;
    if (open) {
      const [renewed] = await tx
        .update(privacyRequests)
        .set({ confirmTokenHash: tokenHash(token), details: form.details || open.details, locale })
        .where(eq(privacyRequests.id, open.id))
        .returning();
      await mailConfirmationLink(tx, settings, renewed, token);
      return renewed;
    }
    const receivedAt = new Date();
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        id: newPublicId(), kind: form.kind, email: form.email, emailHash: hash, locale, source: 'form', details: form.details,
        receivedAt, dueAt: privacyRequestDueAt(receivedAt), confirmTokenHash: tokenHash(token),
      })
      .returning();
    await mailConfirmationLink(tx, settings, row, token);
    await notifyOfficer(tx, settings, row);
    return row;
  });
  return { email: form.email, dueAt: request.dueAt.toISOString() };
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
