import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import type { MoveOption } from '@portal/domain/my-registration/actions';
import { isMoveTarget, seatsNeeded } from '@portal/domain/my-registration/move';
import { canChange } from '@portal/domain/my-registration/policy';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { endedState } from '@portal/domain/registration/ended';
import { retryTransaction } from '../../db/retry-transaction';
import { offerings, type Offering } from '../../db/schema/offerings';
import { registrations, teamMembers, type RegistrationRow } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import { registeredCourse } from '../completion/service';
import { seatsLeft } from '../offerings/store';
import { moveAndSettle } from '../moves/move-service';
import { moveQuoter, type MoveQuote } from '../moves/money';
import { feeIn } from '@portal/domain/checkout/move-price';
import { currencyFor, type RegistrationCountry } from '@portal/domain/registration/lists';
import type { RefundDeps } from '../registration/admin-refund';
import { lockPersonOnSession } from '../registration/register-store';
import { notEnded } from '../registration/store';
import { registrantActor } from './actor';
import { movedMail, type ChangeMailDeps } from './change-mail';
import { registrationOfToken } from './links';
import { CHANGE_MSG, lockOwnRegistration } from './own-registration';
import { dearerMovesOf, policyOf } from './policy';
import { getMyRegistration } from './view';

/**
 * Moving to another session from the registrant's own page (issue 42): the staff's move
 * (admin-actions.ts: both sessions locked, seats claimed and released in one transaction, tickets
 * reissued, the left session's waiting list offered, webhook, audit) done by the registrant, within
 * the session's policy (the current session's changes cut-off) and only to a session the page offers.
 */

const teamSize = async (db: NodePgDatabase, id: string) => (await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.registrationId, id)))[0].n;

/** Sessions where this address already holds a registration that has not ended: the registrant does not move into a second seat of their own. */
export async function sessionsHeldBy(db: NodePgDatabase, email: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: registrations.offeringId }).from(registrations).where(and(eq(registrations.email, email), inArray(registrations.offeringId, ids), notEnded()));
  return new Set(rows.map((r) => r.id));
}

/** A session as an option of the page: the course view in the reader's locale, without the meeting link or calendar of a session not theirs yet, its language, price and difference. */
const optionOf = (o: Offering, row: RegistrationRow, locale: Locale, price: MoveOption['price'], difference: MoveOption['difference']): MoveOption => ({
  sessionId: o.id,
  course: { ...registeredCourse(o, row, locale), meetingUrl: null, calendarPath: null },
  seatsLeft: seatsLeft(o),
  language: o.language,
  price,
  difference,
});

/**
 * The session as the page may offer it, or null: priced in the currency the registration pays in
 * (its paid order's, or its country's before paying), and not dearer when its session's policy
 * refuses dearer moves.
 */
function priced(o: Offering, row: RegistrationRow, current: Offering, quote: MoveQuote | null): Pick<MoveOption, 'price' | 'difference'> | null {
  if (!quote) {
    const currency = currencyFor(row.country as RegistrationCountry);
    const fee = feeIn(o, currency);
    return fee === null ? null : { price: { cents: fee, currency }, difference: null };
  }
  if (!quote.price || !quote.difference) return null;
  if (quote.difference.kind === 'due' && dearerMovesOf(current) === 'refuse') return null;
  return { price: { cents: quote.price.orderTotalCents, currency: quote.currency }, difference: quote.difference };
}

/** GET /api/my-registration/{token}/sessions: where the registration may move now (none once it cannot move). */
export async function moveOptions(db: NodePgDatabase, token: string, locale: Locale): Promise<{ sessions: MoveOption[] }> {
  const id = await registrationOfToken(db, token);
  // Read as it is (an ended one too: it gets an empty list, not the funnel's 410).
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row || row.anonymisedAt) throw new AppError(410, 'my-registration:linkInvalid');
  const [current] = await db.select().from(offerings).where(eq(offerings.id, row.offeringId));
  const now = new Date();
  if (!current || endedState(row) || !canChange(policyOf(current), current, now)) return { sessions: [] };
  const seats = seatsNeeded(await teamSize(db, row.id));
  const candidates = await db
    .select()
    .from(offerings)
    .where(
      and(
        eq(offerings.kind, current.kind),
        eq(offerings.courseType, 'live'),
        eq(offerings.variant, current.variant),
        eq(offerings.status, 'published'),
        ne(offerings.id, current.id),
        gt(offerings.startsAt, now),
        sql`${offerings.seatsCapacity} - ${offerings.seatsTaken} >= ${seats}`,
      ),
    )
    .orderBy(asc(offerings.startsAt));
  const held = await sessionsHeldBy(db, row.email, candidates.map((o) => o.id));
  const quote = await moveQuoter(db, row, now);
  const sessions: MoveOption[] = [];
  for (const o of candidates) {
    if (held.has(o.id) || !isMoveTarget(current, o, policyOf(o), now)) continue;
    const money = priced(o, row, current, quote(o));
    if (money) sessions.push(optionOf(o, row, locale, money.price, money.difference));
  }
  return { sessions };
}

export interface MoveHooks {
  /** Test only: the race test's control run reads the registration without its row lock. */
  lockRow?: boolean;
  /** Test only: runs once the registration is read (and locked), before anything else. */
  afterRowRead?: () => Promise<void>;
  /** Test only: `false` moves without settling the price, as before issue 50 (the control run). */
  settle?: boolean;
}

/** The registrant's rules on the locked sessions: the current session's cut-off, and a target the page could list. */
export const registrantCheck = (now: Date) => (current: Offering, target: Offering | undefined) => {
  if (!canChange(policyOf(current), current, now)) throw new AppError(409, CHANGE_MSG.tooLate);
  if (!target || !isMoveTarget(current, target, policyOf(target), now)) throw new AppError(409, CHANGE_MSG.notAnOption);
};

/** What the staff's move refuses with, as the registrant's page says it. */
const STAFF_REFUSALS: Record<string, string> = {
  'admin:registrations.errors.notEnoughSeats': CHANGE_MSG.sessionFull,
  'admin:registrations.errors.sameSession': CHANGE_MSG.notAnOption,
  'admin:registrations.errors.otherCourse': CHANGE_MSG.notAnOption,
  'admin:registrations.errors.sessionClosed': CHANGE_MSG.notAnOption,
  'admin:registrations.errors.notPricedInCurrency': CHANGE_MSG.notAnOption,
};

export type MoveDeps = ChangeMailDeps & RefundDeps;

/**
 * POST /api/my-registration/{token}/move: in one transaction, the registration locked, the current
 * session's cut-off and the target checked on the locked sessions, the staff's move, and the
 * confirmation for the new session mailed. Answers the page as it reads now.
 */
export async function moveMyRegistration(db: NodePgDatabase, deps: MoveDeps, token: string, sessionId: string, locale: Locale, hooks: MoveHooks = {}): Promise<MyRegistrationView> {
  const id = await registrationOfToken(db, token);
  try {
    await retryTransaction(() =>
      db.transaction(async (tx) => {
        const row = await lockOwnRegistration(tx, id, { lock: hooks.lockRow });
        await hooks.afterRowRead?.();
        // The same lock as a registration of this address for that session (register-store.ts), so
        // the two cannot both give the address a seat there.
        await lockPersonOnSession(tx, sessionId, row.email);
        if ((await sessionsHeldBy(tx, row.email, [sessionId])).size) throw new AppError(409, CHANGE_MSG.notAnOption);
        // A dearer session is paid first (hold.ts): this plain move refuses it, saying so, or that the session's policy refuses dearer moves.
        const [home] = await tx.select({ dearerMoves: offerings.dearerMoves }).from(offerings).where(eq(offerings.id, row.offeringId));
        const refusal = home && dearerMovesOf(home) === 'refuse' ? CHANGE_MSG.dearerRefused : CHANGE_MSG.paymentNeeded;
        const { target } = await moveAndSettle(
          tx,
          registrantActor(row),
          row,
          sessionId,
          { publicUrl: deps.publicUrl, check: registrantCheck(new Date()) },
          { dearer: { kind: 'refuse', key: refusal }, refund: deps, settle: hooks.settle },
        );
        await enqueueMail(tx, await movedMail(tx, row, target, deps));
      }),
    );
  } catch (err) {
    const mine = err instanceof AppError ? STAFF_REFUSALS[err.key] : undefined;
    throw mine ? new AppError(409, mine) : err;
  }
  return getMyRegistration(db, token, locale);
}
