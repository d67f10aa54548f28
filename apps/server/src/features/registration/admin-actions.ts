import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { tidyAgdNumber } from '@portal/domain/ce-records/agd-roster';
import { AppError } from '@portal/domain/errors/app-error';
import type { RegistrationContact } from '@portal/domain/registration/admin-schemas';
import { registrationSchema, type Registration } from '@portal/domain/registration/schema';
import { opensForRegistration } from '@portal/domain/schedule/session';
import { isPublished } from '@portal/domain/sessions-admin/rules';
import { retryTransaction } from '../../db/retry-transaction';
import { offerings, type Offering } from '../../db/schema/offerings';
import { registrations, teamMembers, type RegistrationRow } from '../../db/schema/registration';
import { fieldErrors } from './parse';
import { normalizePhone } from '@portal/domain/registration/phone';
import { normalizePostal } from '@portal/domain/regions/postal';
import { writeAudit, type Actor } from '../staff/audit';
import { reissueTicketsAfterMove } from '../check-in/tickets';
import { mintLink } from '../my-registration/links';
import { ticketsForMail } from '../check-in/mail-tickets';
import { emitWebhookEvent } from '../webhooks/emit';
import { claimSeats } from '../offerings/store';
import { hasOpenRegistration, lockPersonOnSession } from './register-store';
import { isRegistrationComplete, REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { endedState } from '@portal/domain/registration/ended';
import type { SiteHosts } from '@portal/domain/site/links';
import { orders } from '../../db/schema/checkout';
import { enqueueMail } from '../../platform/mail/outbox';
import { confirmationOf } from '../completion/confirmation-mail';
import { receipts } from '../../db/schema/receipts';
import { receiptOfOrder } from '../receipts/service';
import { queueResumeLink } from '../resume/service';
import { offerFreedSeats } from '../waiting-list/service';
import { sessionBook } from '../disclosures/store';

const ENTITY = 'registration';

export async function lockRegistration(tx: NodePgDatabase, id: string): Promise<RegistrationRow> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  // An erased person (privacy erasure) is no one to mail, move or correct: their address is a placeholder.
  if (!row || row.anonymisedAt) throw new AppError(404, 'errors:notFound');
  return row;
}

/** A cancelled or fully refunded registration holds no seat to move and has no confirmation to resend. */
export function refuseEnded(row: RegistrationRow) {
  const ended = endedState(row);
  if (ended === 'cancelled') throw new AppError(409, 'admin:registrations.errors.alreadyCancelled');
  if (ended === 'refunded') throw new AppError(409, 'admin:registrations.errors.refunded');
}

/**
 * Corrects a registrant's contact data with the information step's own rules for the
 * registration's course and locale. Only the fields sent (and, when the country changes, the
 * fields that depend on it) must pass: an imported record that never had the whole information
 * step can still have its e-mail corrected.
 */
export async function correctContact(db: NodePgDatabase, actor: Actor, id: string, sent: RegistrationContact) {
  // An old record may fail the whole step; what is stored then is the change as sent, so its AGD number is tidied here.
  const change = sent.agdNumber === undefined ? sent : { ...sent, agdNumber: tidyAgdNumber(sent.agdNumber) };
  return db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
    const schema = registrationSchema({ variant: offering.variant, courseType: offering.courseType, modality: offering.modality, locale: row.locale });
    const stored = row.information as unknown as Record<string, unknown>;
    const merged = { ...stored, ...change, campaignId: row.offeringId, teamMembers: [] };
    const checked = schema.safeParse(merged);
    const relevant = new Set<string>([...Object.keys(change), ...(change.country ? COUNTRY_DEPENDENT : [])]);
    const issues = checked.success ? [] : checked.error.issues.filter((i) => relevant.has(String(i.path[0])));
    if (issues.length) throw fieldErrors(issues);
    const country = String(merged.country ?? row.country) as Registration['country'];
    const information = checked.success
      ? (({ teamMembers: _none, ...rest }) => rest)(checked.data)
      : { ...stored, ...change, phone: normalizePhone(String(merged.phone ?? ''), country) ?? merged.phone, postalCode: normalizePostal(country, String(merged.postalCode ?? '')) };
    const after = information as Record<string, unknown>;
    const changed = Object.keys(change).filter((k) => (stored[k] ?? '') !== after[k]);
    if (changed.length === 0) return { id };
    const email = String(after.email ?? row.email);
    if (email !== row.email) {
      // The same lock as a registration of that address for this session (register-store.ts).
      await lockPersonOnSession(tx, row.offeringId, email);
      if (await hasOpenRegistration(tx, row.offeringId, email)) throw new AppError(409, 'admin:registrations.errors.emailTaken');
    }
    await tx
      .update(registrations)
      .set({
        information: information as RegistrationRow['information'],
        email,
        firstName: String(after.firstName ?? row.firstName),
        lastName: String(after.lastName ?? row.lastName),
        country,
        updatedAt: new Date(),
      })
      .where(eq(registrations.id, id));
    const pick = (o: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, o[k] ?? null]));
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'correct_contact', before: pick(stored), after: pick(after) });
    return { id };
  });
}

/** Fields whose rules depend on the country (phone and postal formats, regions, the NPI). */
const COUNTRY_DEPENDENT = ['phone', 'postalCode', 'state', 'licenseState', 'npiNumber'];

/** What a caller adds to a move: the registrant's own page checks its policy on the locked sessions. */
export interface MoveOptions {
  /** Test only: the race test's control run turns the seat lock off, to prove it can oversell. */
  lockSeats?: boolean;
  publicUrl?: string;
  afterSeatRead?: () => Promise<void>;
  /** Runs once both sessions' rows are locked, before the staff rules and the seats: throws to refuse. */
  check?: (current: Offering, target: Offering | undefined) => void;
  /** Runs once the target passed every rule, before the seats are claimed (the move's price is settled here: features/moves/). */
  beforeSeats?: (current: Offering, target: Offering) => Promise<void>;
  /** The seats were claimed already by the move's hold while its difference was paid (features/moves/hold.ts): neither the rules nor the claim run again. */
  seatsHeld?: boolean;
}

/** The staff's rules for a target: the same live course and variant, published and still open for registration. */
export function refuseTarget(row: Pick<RegistrationRow, 'courseType' | 'variant'>, target: Offering) {
  if (target.courseType !== 'live' || target.courseType !== row.courseType || target.variant !== row.variant) {
    throw new AppError(409, 'admin:registrations.errors.otherCourse');
  }
  if (!isPublished(target) || !opensForRegistration(target, new Date())) throw new AppError(409, 'admin:registrations.errors.sessionClosed');
}

/** The move itself, in the caller's transaction, for a registration row it has locked and found not ended. */
export async function moveLockedRegistration(tx: NodePgDatabase, actor: Actor, row: RegistrationRow, offeringId: string, opts: MoveOptions = {}) {
  // `lockSeats: false` exists only for the race test's control run, which must be able to oversell.
  const lock = opts.lockSeats ?? true;
  const id = row.id;
  if (row.offeringId === offeringId) throw new AppError(409, 'admin:registrations.errors.sameSession');
  const query = tx.select().from(offerings).where(inArray(offerings.id, [row.offeringId, offeringId])).orderBy(asc(offerings.id));
  const both = lock ? await query.for('update') : await query;
  const target = both.find((o) => o.id === offeringId);
  const current = both.find((o) => o.id === row.offeringId);
  if (opts.check && current && !opts.seatsHeld) opts.check(current, target);
  if (!target || !current) throw new AppError(404, 'errors:notFound');
  const [{ team }] = await tx.select({ team: sql<number>`count(*)::int` }).from(teamMembers).where(eq(teamMembers.registrationId, id));
  const seats = 1 + team;
  if (!opts.seatsHeld) {
    refuseTarget(row, target);
    await opts.beforeSeats?.(current, target);
    if (!(await claimSeats(tx, offeringId, seats, { lock, afterRead: opts.afterSeatRead }))) throw new AppError(409, 'admin:registrations.errors.notEnoughSeats', { seats });
  }
  await tx
    .update(offerings)
    .set({ seatsTaken: sql`greatest(${offerings.seatsTaken} - ${seats}, 0)` })
    .where(eq(offerings.id, row.offeringId));
  await tx.update(registrations).set({ offeringId, updatedAt: new Date() }).where(eq(registrations.id, id));
  await reissueTicketsAfterMove(tx, id);
  // The seats left behind go to the old session's waiting list first.
  if (opts.publicUrl) await offerFreedSeats(tx, row.offeringId, opts.publicUrl);
  await emitWebhookEvent(tx, 'registration.moved', { registrationId: id, fromSessionId: row.offeringId, toSessionId: offeringId, seats, movedAt: new Date().toISOString() });
  await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'move', before: { offeringId: row.offeringId }, after: { offeringId, seats } });
  return { id, offeringId, seats, target };
}

/** A fresh single-use resume link e-mailed to the registrant (staff are not limited like the public look-up). */
export async function sendResumeLinkFor(db: NodePgDatabase, actor: Actor, id: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    if (isRegistrationComplete(row.status)) throw new AppError(409, 'registration:alreadyComplete', {}, REGISTRATION_COMPLETE_CODE);
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
    await queueResumeLink(tx, { ...row, titleEn: offering.titleEn, titleFr: offering.titleFr }, publicUrl);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'send_resume_link', after: { to: row.email } });
    return { sent: true as const };
  });
}

/** The confirmation e-mail again (with its calendar file and the payment's receipt), for a paid registration. */
export async function resendConfirmation(db: NodePgDatabase, actor: Actor, id: string, deps: { hosts: SiteHosts; publicUrl: string }) {
  return db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    refuseEnded(row);
    const [paid] = await tx.select().from(orders).where(and(eq(orders.registrationId, id), eq(orders.status, 'paid'), eq(orders.kind, 'purchase'))).limit(1);
    if (!paid || !row.clinId) throw new AppError(409, 'admin:registrations.errors.notPaid');
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
    const [receipt] = await tx.select().from(receipts).where(eq(receipts.orderId, paid.id));
    const tickets = await ticketsForMail(tx, id, deps.publicUrl);
    const manageUrl = await mintLink(tx, { id: row.id, locale: row.locale, offering }, deps.publicUrl, 'mail');
    await enqueueMail(tx, confirmationOf(row, offering, paid, row.clinId, deps, receipt ? receiptOfOrder(paid.id) : undefined, tickets, manageUrl, await sessionBook(tx, offering)));
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'resend_confirmation', after: { to: row.email } });
    return { sent: true as const };
  });
}
