import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { formatMoney, formatNumber } from '@portal/domain/locale/format';
import type { Locale } from '@portal/domain/locale/locales';
import { translator, translatorOr } from '../../platform/i18n';
import { attendance, certificates } from '../../db/schema/certificates';
import { orders, refunds } from '../../db/schema/checkout';
import { receipts } from '../../db/schema/receipts';
import { scormProgress } from '../../db/schema/education';
import { outbox } from '../../db/schema/mail';
import { objectiveAnswers } from '../../db/schema/objectives';
import { offerings } from '../../db/schema/offerings';
import { quizAttempts } from '../../db/schema/quiz';
import { registrations, teamMembers } from '../../db/schema/registration';
import { paymentState, registrationState } from '@portal/domain/registration/ended';
import { actorName } from '../my-registration/actor';
import { moneyStanding, outstandingDue } from '@portal/domain/checkout/money-standing';
import { moneyFactsOf } from '../moves/money';
import { reasonText, staffEvents, type TimelineEvent } from './admin-timeline';

/** An objectives answer with the question's and the chosen option's texts, as the questionnaire showed them. */
function objectiveAnswer(questionId: string, answerId: string, locale: Locale) {
  const text = translatorOr(locale);
  const question = `objectives:questions.${questionId}`;
  return { questionId, answerId, question: text(`${question}.text`, questionId), answer: text(`${question}.options.${answerId}`, answerId) };
}

/**
 * Everything the back office shows about one registration: every step's data, the objectives
 * answers, module progress, quiz attempts (scores only), payments, e-mails to the registrant, and
 * the same facts as one timeline.
 */
export async function registrationDetail(db: NodePgDatabase, id: string, locale: Locale = 'en') {
  const t = translator(locale);
  const money = (cents: number, currency: 'USD' | 'CAD') => formatMoney({ cents, currency }, locale);
  const [row] = await db
    .select({ registration: registrations, offering: { id: offerings.id, titleEn: offerings.titleEn, titleFr: offerings.titleFr, startsAt: offerings.startsAt, timeZone: offerings.timeZone, courseType: offerings.courseType } })
    .from(registrations)
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .where(eq(registrations.id, id));
  if (!row) throw new AppError(404, 'errors:notFound');
  const reg = row.registration;
  const [team, objectives, modules, quiz, orderRows, refunded, emails, attended, certificate, staffDone] = await Promise.all([
    db.select().from(teamMembers).where(eq(teamMembers.registrationId, id)),
    db.select().from(objectiveAnswers).where(eq(objectiveAnswers.registrationId, id)).orderBy(asc(objectiveAnswers.questionId)),
    db
      .select({ moduleId: scormProgress.moduleId, lessonStatus: scormProgress.lessonStatus, scoreRaw: scormProgress.scoreRaw, completedAt: scormProgress.completedAt, updatedAt: scormProgress.updatedAt })
      .from(scormProgress)
      .where(eq(scormProgress.registrationId, id))
      .orderBy(asc(scormProgress.moduleId)),
    db.select({ id: quizAttempts.id, correct: quizAttempts.correct, passed: quizAttempts.passed, createdAt: quizAttempts.createdAt }).from(quizAttempts).where(eq(quizAttempts.registrationId, id)).orderBy(asc(quizAttempts.createdAt)),
    db
      .select({
        id: orders.id,
        status: orders.status,
        declineReason: orders.declineReason,
        currency: orders.currency,
        courseFeeCents: orders.courseFeeCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        orderTotalCents: orders.orderTotalCents,
        couponCode: orders.couponCode,
        scannerTrial: orders.scannerTrial,
        provider: orders.provider,
        providerReference: orders.providerReference,
        cardBrand: orders.cardBrand,
        cardLast4: orders.cardLast4,
        createdAt: orders.createdAt,
        receiptNumber: receipts.number,
      })
      .from(orders)
      .leftJoin(receipts, eq(receipts.orderId, orders.id))
      .where(eq(orders.registrationId, id))
      .orderBy(asc(orders.createdAt)),
    db
      .select({ id: refunds.id, orderId: refunds.orderId, amountCents: refunds.amountCents, currency: refunds.currency, reason: refunds.reason, createdBy: refunds.createdBy, createdAt: refunds.createdAt, receiptNumber: receipts.number })
      .from(refunds)
      .leftJoin(receipts, eq(receipts.refundId, refunds.id))
      .where(eq(refunds.registrationId, id))
      .orderBy(asc(refunds.createdAt)),
    db
      .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(eq(outbox.to, reg.email))
      .orderBy(asc(outbox.createdAt)),
    db.select().from(attendance).where(eq(attendance.registrationId, id)),
    db.select({ id: certificates.id, ceHours: certificates.ceHours, issuedAt: certificates.issuedAt }).from(certificates).where(eq(certificates.registrationId, id)),
    staffEvents(db, reg, locale),
  ]);
  // A difference staff left due when moving it (issue 50): the domain's reading of its money facts, as db:audit reads them.
  const facts = await moneyFactsOf(db, reg);
  const dueCents = facts.purchase ? outstandingDue(moneyStanding(facts)) : 0;
  // A paid order refunded in full reads 'refunded' (the domain's paymentState), here and in the admin API.
  const refundedOf = (orderId: string) => refunded.filter((r) => r.orderId === orderId).reduce((sum, r) => sum + r.amountCents, 0);
  const payments = orderRows.map((p) => ({ ...p, status: paymentState(p, refundedOf(p.id)) }));

  const timeline: TimelineEvent[] = [
    { at: reg.createdAt.toISOString(), kind: 'registered' as const, summary: `${reg.firstName} ${reg.lastName} <${reg.email}>` },
    ...(objectives.length ? [{ at: objectives[objectives.length - 1].createdAt.toISOString(), kind: 'objectives' as const, summary: `${objectives.length}` }] : []),
    ...modules.filter((m) => m.completedAt).map((m) => ({ at: m.completedAt!.toISOString(), kind: 'module' as const, summary: t(`education:modules.${m.moduleId}.title`) })),
    ...quiz.map((q) => ({ at: q.createdAt.toISOString(), kind: 'quiz' as const, summary: `${t('admin:registrations.quizScore', { correct: q.correct })} · ${t(`admin:registrations.${q.passed ? 'passed' : 'failed'}`)}` })),
    // What the payment was when it was made; its refunds have their own entries.
    ...orderRows.map((p) => ({ at: p.createdAt.toISOString(), kind: 'payment' as const, summary: `${t(`admin:registrations.payment.${p.status}`)} ${money(p.orderTotalCents, p.currency)}` })),
    ...refunded.map((r) => ({ at: r.createdAt.toISOString(), kind: 'refund' as const, summary: `${money(r.amountCents, r.currency)} · ${reasonText(locale, r.reason)}` })),
    ...emails.map((e) => ({ at: e.createdAt.toISOString(), kind: 'email' as const, summary: e.subject })),
    ...attended.map((a) => ({ at: a.markedAt.toISOString(), kind: 'attendance' as const, summary: a.markedBy })),
    ...certificate.map((c) => ({ at: c.issuedAt.toISOString(), kind: 'certificate' as const, summary: `${formatNumber(c.ceHours, locale, 1)} h` })),
    ...(reg.cancelledAt ? [{ at: reg.cancelledAt.toISOString(), kind: 'cancelled' as const, summary: reasonText(locale, reg.cancelReason ?? '') }] : []),
    ...staffDone,
  ].sort((a, b) => a.at.localeCompare(b.at));

  return {
    ...reg,
    cancelReason: reg.cancelReason === null ? null : reasonText(locale, reg.cancelReason),
    /** The funnel status, or 'cancelled' / 'refunded' once the registration has ended (ended.ts). */
    state: registrationState(reg),
    offering: row.offering,
    teamMembers: team,
    objectives: objectives.map((o) => objectiveAnswer(o.questionId, o.answerId, locale)),
    /** Each module's progress with its title in the staff member's language (the slug means nothing to them). */
    modules: modules.map((m) => ({ ...m, title: t(`education:modules.${m.moduleId}.title`) })),
    quizAttempts: quiz,
    payments,
    /** Who refunded and why, in words (a registrant's own cancellation is recorded by a marker). */
    refunds: refunded.map((r) => ({ ...r, reason: reasonText(locale, r.reason), createdBy: actorName(locale, r.createdBy) })),
    /** What can still be refunded on the paid order (0 without one). */
    refundableCents: Math.max(0, (orderRows.find((p) => p.status === 'paid')?.orderTotalCents ?? 0) - refunded.reduce((sum, r) => sum + r.amountCents, 0)),
    /** A price difference left due by staff on a move (issue 50), still to pay; null when none. */
    differenceDue: dueCents > 0 ? { cents: dueCents, currency: facts.purchase!.currency } : null,
    emails,
    attendance: attended[0] ?? null,
    certificate: certificate[0] ?? null,
    timeline,
  };
}
