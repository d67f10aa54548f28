import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { registrantActions } from '@portal/domain/my-registration/registrant-actions';
import { seatsLeftOf } from '@portal/domain/sessions-admin/rules';
import { endedState } from '@portal/domain/registration/ended';
import { stepOf } from '@portal/domain/registration/status';
import { stepPath } from '@portal/domain/site/paths';
import { certificates } from '../../db/schema/certificates';
import { orders, refunds } from '../../db/schema/checkout';
import { receipts } from '../../db/schema/receipts';
import { ticketLinks } from '../check-in/documents';
import { teamMembersOf } from '../checkout/store';
import { registeredCourse } from '../completion/service';
import { findOffering } from '../offerings/store';
import { pageReceiptPath } from '../receipts/service';
import { registrations, type RegistrationRow } from '../../db/schema/registration';
import { moneyStanding, outstandingDue } from '@portal/domain/checkout/money-standing';
import { moneyFactsOf } from '../moves/money';
import { registrationOfToken } from './links';
import { paidOrderOf, refundedOf } from './paid';
import { currencyFor, type RegistrationCountry } from '@portal/domain/registration/lists';
import { policyOf } from './policy';
import { certificateWaits } from '@portal/domain/ce-records/evaluation';
import { registrationEvaluation } from '../evaluations/facts';

/**
 * GET /api/my-registration/{token}: the registrant's own page (issue 42): the course and session, where the registration stands in the funnel (and where to carry
 * on), the team, every receipt and credit note, the door tickets and, once attendance is marked,
 * the certificate and the attendance letter, and what the registrant may do now within the
 * session's policy (cancel and what comes back, move, change the team). The token is the capability; an unknown, revoked or
 * expired one answers 410 and nothing else.
 */
export async function getMyRegistration(db: NodePgDatabase, token: string, locale: Locale): Promise<MyRegistrationView> {
  // Read as it is, ended or not (the funnel's findRegistration answers 410 for an ended one): a
  // cancelled or refunded registration's page still shows its credit note and what happened.
  const [row] = await db.select().from(registrations).where(eq(registrations.id, await registrationOfToken(db, token)));
  const offering = row && !row.anonymisedAt ? await findOffering(db, row.offeringId) : undefined;
  if (!row || !offering) throw new AppError(410, 'my-registration:linkInvalid');
  // The domain's reading: cancelled wins over refunded (a registrant's cancellation is refunded too).
  const ended = endedState(row);
  const step = stepOf(row.status);
  const [team, docs, [certificate], tickets, paid, refunded] = await Promise.all([
    teamMembersOf(db, row.id),
    // Each with its amount (the order it receipts, or the refund it credits): the page shows they add up to what the registration holds (issue 50).
    db
      .select({ number: receipts.number, kind: receipts.kind, paidCents: orders.orderTotalCents, paidCurrency: orders.currency, refundCents: refunds.amountCents, refundCurrency: refunds.currency })
      .from(receipts)
      .leftJoin(orders, eq(orders.id, receipts.orderId))
      .leftJoin(refunds, eq(refunds.id, receipts.refundId))
      .where(eq(receipts.registrationId, row.id))
      .orderBy(asc(receipts.createdAt)),
    db.select({ id: certificates.id }).from(certificates).where(eq(certificates.registrationId, row.id)),
    ended ? Promise.resolve([]) : ticketLinks(db, row.id),
    paidOrderOf(db, row.id),
    refundedOf(db, row.id),
  ]);
  const differenceDue = paid && !ended ? await differenceDueOf(db, row) : null;
  const evaluation = await registrationEvaluation(db, row);
  const waits = !!evaluation.form && certificateWaits(evaluation.form, evaluation.state);
  const certificateBase = certificate && `/api/certificate/${encodeURIComponent(row.email)}/${certificate.id}`;
  return {
    id: row.id,
    status: row.status,
    step,
    continuePath: ended || step === 'complete' ? null : stepPath(row.id, step),
    ended,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    clinId: row.clinId,
    // An ended registration's calendar file answers 410: the page offers none (issue 50 item 8).
    course: { ...registeredCourse(offering, row, locale), ...(ended ? { calendarPath: null } : {}) },
    teamMembers: team.map(({ type, firstName, lastName, email }) => ({ type, firstName, lastName, email })),
    documents: docs.map((d) => ({ number: d.number, kind: d.kind, path: pageReceiptPath(token, d.number), amount: documentAmount(d) })),
    refunded,
    differenceDue,
    tickets: tickets.map(({ name, qrUrl, pdfUrl }) => ({ name, qrUrl, pdfUrl })),
    certificate: certificateBase && !waits ? { certificateUrl: `${certificateBase}/certificate.pdf`, letterUrl: `${certificateBase}/letter.pdf` } : null,
    evaluation: { state: evaluation.state, certificateWaits: waits },
    actions: registrantActions(
      { policy: policyOf(offering), session: { ...offering, seatsLeft: seatsLeftOf(offering) }, ended: ended !== null, paid, teamSize: team.length, currency: currencyFor(row.country as RegistrationCountry), complete: step === 'complete' },
      new Date(),
    ),
  };
}

/** What is left to pay of a difference staff left due (the domain's reading of the money facts, as db:audit reads them), and the move to pay it on. */
async function differenceDueOf(db: NodePgDatabase, row: RegistrationRow): Promise<MyRegistrationView['differenceDue']> {
  const facts = await moneyFactsOf(db, row);
  const cents = facts.purchase ? outstandingDue(moneyStanding(facts)) : 0;
  const move = facts.moves.filter((m) => m.settlement === 'due').at(-1);
  return cents > 0 && move ? { moveId: move.id, cents, currency: facts.purchase!.currency } : null;
}

/** A receipt's amount (its order's total) or a credit note's (its refund's); null for a row with neither (never written so). */
function documentAmount(d: { kind: string; paidCents: number | null; paidCurrency: string | null; refundCents: number | null; refundCurrency: string | null }) {
  if (d.kind === 'payment' && d.paidCents !== null) return { cents: d.paidCents, currency: d.paidCurrency as 'USD' | 'CAD' };
  if (d.kind === 'refund' && d.refundCents !== null) return { cents: d.refundCents, currency: d.refundCurrency as 'USD' | 'CAD' };
  return null;
}
