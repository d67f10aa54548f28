import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { sessionLine } from '@portal/domain/schedule/when';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { voidTickets } from '../check-in/tickets';
import { mintLink } from '../my-registration/links';
import { writeAudit, type Actor } from '../staff/audit';
import { emitWebhookEvent } from '../webhooks/emit';
import { offerFreedSeats } from '../waiting-list/service';

/**
 * Cancels one registration, in one transaction: the registration is marked cancelled (the funnel
 * then refuses it), the seats it held (its own and its team members') go back to its session,
 * the registrant is told by e-mail in their language (with a new link to the registration's page,
 * paid or not: its receipts and credit notes stay there), the first in the session's waiting line
 * are offered the freed seats, and the audit log records who and why.
 * A payment is not refunded here: staff refund it with the Refund action, in full or in part.
 * Cancelling twice answers 409 and sends no second e-mail.
 */
export async function cancelRegistration(db: NodePgDatabase, actor: Actor, id: string, reason: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
    if (!row) throw new AppError(404, 'errors:notFound');
    if (row.cancelledAt) throw new AppError(409, 'admin:registrations.errors.alreadyCancelled');
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId)).for('update');
    const [{ team }] = await tx.select({ team: sql<number>`count(*)::int` }).from(teamMembers).where(eq(teamMembers.registrationId, id));
    // A full refund may have released the seats already (unless staff kept them).
    const seats = row.refundedAt && !row.refundKeptSeats ? 0 : 1 + team;
    await tx.update(offerings).set({ seatsTaken: sql`greatest(${offerings.seatsTaken} - ${seats}, 0)` }).where(eq(offerings.id, offering.id));
    const now = new Date();
    await tx.update(registrations).set({ cancelledAt: now, cancelReason: reason, updatedAt: now }).where(eq(registrations.id, id));
    await voidTickets(tx, id, 'cancelled', now);

    const t = translator(row.locale);
    const { title, session } = sessionLine(offering, row.locale);
    const page = await mintLink(tx, { id, locale: row.locale, offering }, publicUrl, 'mail');
    await enqueueMail(tx, {
      to: row.email,
      subject: t('registration:cancelledMail.subject', { title }),
      text: `${t('registration:cancelledMail.text', { firstName: row.firstName, session })}\n\n${t('registration:cancelledMail.page', { url: page })}`,
      locale: row.locale,
    });
    // The freed seats go to the session's waiting list first.
    await offerFreedSeats(tx, offering.id, publicUrl);
    await emitWebhookEvent(tx, 'registration.cancelled', { registrationId: id, sessionId: offering.id, seatsReleased: seats, cancelledAt: now.toISOString() });
    await writeAudit(tx, actor, { entity: 'registration', entityId: id, action: 'cancel', before: { cancelledAt: null }, after: { cancelledAt: now.toISOString(), reason, seatsReleased: seats } });
    return { id, cancelledAt: now.toISOString(), seatsReleased: seats };
  });
}
