import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { formatDate, formatTime } from '@portal/domain/locale/format';
import { opensForRegistration } from '@portal/domain/schedule/session';
import { sessionLine } from '@portal/domain/schedule/when';
import { isPublished } from '@portal/domain/sessions-admin/rules';
import { offerExpiresAt, WAITING_LIST_MSG, type JoinWaitingList } from '@portal/domain/waiting-list/rules';
import { offerings, type Offering } from '../../db/schema/offerings';
import { waitingList } from '../../db/schema/waiting-list';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { seatsLeft } from '../offerings/store';
import { hashToken } from '../resume/service';
import { isUniqueViolation } from '../checkout/clin-id';
import { emitWebhookEvent } from '../webhooks/emit';

const lockOffering = (tx: NodePgDatabase, id: string) => tx.select().from(offerings).where(eq(offerings.id, id)).for('update').then((r) => r[0]);

/**
 * POST /api/waiting-list/: joins the line of a sold-out live session (checked under the
 * session's row lock, so nobody joins a line for a seat that is free), once per e-mail; the
 * person is told by e-mail, in their language, where they stand.
 */
export async function joinWaitingList(db: NodePgDatabase, input: JoinWaitingList, locale: Locale): Promise<{ position: number }> {
  return db
    .transaction(async (tx) => {
      const o = await lockOffering(tx, input.offeringId);
      if (!o || o.courseType !== 'live') throw new AppError(404, 'errors:notFound');
      if (!isPublished(o) || !opensForRegistration(o, new Date())) throw new AppError(409, 'registration:unavailable');
      if (seatsLeft(o) > 0) throw new AppError(409, WAITING_LIST_MSG.notSoldOut);
      await tx.insert(waitingList).values({ id: newPublicId(), offeringId: o.id, email: input.email, firstName: input.firstName, lastName: input.lastName, locale });
      const [{ position }] = await tx
        .select({ position: sql<number>`count(*)::int` })
        .from(waitingList)
        .where(and(eq(waitingList.offeringId, o.id), eq(waitingList.status, 'waiting'), isNull(waitingList.anonymisedAt)));
      const t = translator(locale);
      const { title, session } = sessionLine(o, locale);
      await enqueueMail(tx, { to: input.email, subject: t('schedule:waitingList.joinedMail.subject', { title }), text: t('schedule:waitingList.joinedMail.text', { firstName: input.firstName, session, position }), locale });
      return { position };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'waiting_list_open_idx')) throw new AppError(409, WAITING_LIST_MSG.already);
      throw err;
    });
}

/**
 * Offers the session's free seats to the first in line, one each, in the caller's transaction
 * (after a cancellation, a move or more seats): the seat is held for them (counted as taken) for
 * OFFER_HOURS and they get a link that registers them with it. Returns how many were offered.
 */
export async function offerFreedSeats(tx: NodePgDatabase, offeringId: string, publicUrl: string, now = new Date()): Promise<number> {
  const o = await lockOffering(tx, offeringId);
  if (!o || o.courseType !== 'live' || !isPublished(o) || !opensForRegistration(o, now)) return 0;
  let offered = 0;
  for (let left = seatsLeft(o); left > 0; left--) {
    const [next] = await tx
      .select()
      .from(waitingList)
      // An erased person (privacy erasure) keeps their place's row, not their turn: no address to offer a seat to.
      .where(and(eq(waitingList.offeringId, offeringId), eq(waitingList.status, 'waiting'), isNull(waitingList.anonymisedAt)))
      .orderBy(asc(waitingList.createdAt), asc(waitingList.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) break;
    const token = randomBytes(32).toString('base64url');
    const expires = offerExpiresAt(now);
    await tx.update(waitingList).set({ status: 'offered', offerTokenHash: hashToken(token), offeredAt: now, offerExpiresAt: expires }).where(eq(waitingList.id, next.id));
    await tx.update(offerings).set({ seatsTaken: sql`${offerings.seatsTaken} + 1` }).where(eq(offerings.id, offeringId));
    await mailOffer(tx, o, next, token, expires, publicUrl);
    await emitWebhookEvent(tx, 'waiting_list.offered', {
      waitingListId: next.id, sessionId: offeringId, email: next.email, firstName: next.firstName, lastName: next.lastName, locale: next.locale,
      offeredAt: now.toISOString(), offerExpiresAt: expires.toISOString(),
    });
    offered++;
  }
  return offered;
}

async function mailOffer(tx: NodePgDatabase, o: Offering, person: typeof waitingList.$inferSelect, token: string, expires: Date, publicUrl: string) {
  const t = translator(person.locale);
  const { title, session } = sessionLine(o, person.locale);
  const link = `${publicUrl}/registration?campaign_id=${encodeURIComponent(o.id)}&hold=${token}&locale=${person.locale}`;
  const until = `${formatDate(expires, person.locale, o.timeZone)}, ${formatTime(expires, person.locale, o.timeZone)}`;
  await enqueueMail(tx, { to: person.email, subject: t('schedule:waitingList.offerMail.subject', { title }), text: t('schedule:waitingList.offerMail.text', { firstName: person.firstName, session, link, until }), locale: person.locale });
}

/**
 * Offers whose time is up give their seat to the next in line. Run every minute by every
 * instance: each offer row is claimed with SKIP LOCKED, so two instances never expire one twice.
 */
export async function expireOffers(db: NodePgDatabase, publicUrl: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(waitingList)
      .where(and(eq(waitingList.status, 'offered'), lt(waitingList.offerExpiresAt, now)))
      .orderBy(asc(waitingList.offerExpiresAt))
      .limit(50)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx.update(waitingList).set({ status: 'expired' }).where(eq(waitingList.id, row.id));
      await tx.update(offerings).set({ seatsTaken: sql`greatest(${offerings.seatsTaken} - 1, 0)` }).where(eq(offerings.id, row.offeringId));
      await offerFreedSeats(tx, row.offeringId, publicUrl, now);
    }
    return due.length;
  });
}

/** The held seat a link names, if it is still held for this session. */
export async function findHold(db: NodePgDatabase, offeringId: string, token: string, opts: { lock: boolean }) {
  const query = db
    .select()
    .from(waitingList)
    .where(and(eq(waitingList.offeringId, offeringId), eq(waitingList.offerTokenHash, hashToken(token)), eq(waitingList.status, 'offered'), gt(waitingList.offerExpiresAt, new Date())));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The registration made with a held seat: the offer is used. */
export async function markHoldClaimed(tx: NodePgDatabase, holdId: string, registrationId: string) {
  await tx.update(waitingList).set({ status: 'claimed', registrationId }).where(eq(waitingList.id, holdId));
}
