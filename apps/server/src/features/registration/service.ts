import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import { feeIn } from '@portal/domain/checkout/pricing';
import { AppError } from '@portal/domain/errors/app-error';
import { currencyFor, type RegistrationCountry } from '@portal/domain/registration/lists';
import type { Locale } from '@portal/domain/locale/locales';
import { teamSeatsAvailable, type Availability } from '@portal/domain/registration/availability';
import { registrationSchema } from '@portal/domain/registration/schema';
import { nextStatus, stepOf, type Status, type Step } from '@portal/domain/registration/status';
import { sessionDisclosures, type DisclosureBook } from '@portal/domain/ce-records/disclosure';
import { bookOf, NO_DISCLOSURES, sessionBook, type AllDisclosures } from '../disclosures/store';
import type { Offering } from '../../db/schema/offerings';
import { retryTransaction } from '../../db/retry-transaction';
import { dsoCodeProblem } from '../dso-codes/service';
import { opensForRegistration, registrationClosesAt } from '@portal/domain/schedule/session';
import { isPublished } from '@portal/domain/sessions-admin/rules';
import { claimSeats, findOffering, seatsLeft } from '../offerings/store';
import { findHold, markHoldClaimed } from '../waiting-list/service';
import { HOLD_TOKEN_PATTERN, holdToken as holdTokenSchema, WAITING_LIST_MSG } from '@portal/domain/waiting-list/rules';
import { fieldError, parseOrThrow } from './parse';
import { emitWebhookEvent } from '../webhooks/emit';
import { recordSteps } from '../funnel/record';
import { stepsReached } from '@portal/domain/funnel/recording';
import { REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { hasCompleteRegistration, hasOpenRegistration, insertRegistration, lockPersonOnSession, onDemandOfferings } from './register-store';

const titleOf = (o: Pick<Offering, 'titleEn' | 'titleFr'>, locale: Locale) => (locale === 'fr-CA' ? o.titleFr : o.titleEn);

async function offeringOr404(db: NodePgDatabase, id: string): Promise<Offering> {
  const offering = await findOffering(db, id);
  if (!offering) throw new AppError(404, 'errors:notFound');
  return offering;
}

/**
 * GET /api/availability/{campaign_id}: seats, the team seats one registration may take, the title.
 * `o` comes from the offerings cache; a waiting-list hold is read from the database.
 */
export async function availability(db: NodePgDatabase, o: Offering | undefined, locale: Locale, hold?: string): Promise<Availability> {
  if (!o) throw new AppError(404, 'errors:notFound');
  const now = new Date();
  // A seat held for the reader (waiting list offer) is theirs even when none is left for others.
  const held = hold && isOpen(o, now) && HOLD_TOKEN_PATTERN.test(hold) ? await findHold(db, o.id, hold, { lock: false }) : undefined;
  return availabilityOf(o, locale, now, held, await sessionBook(db, o));
}

/**
 * The same answer without a hold: the same for every reader of the offering in a locale, so it is
 * encoded once and kept with the offerings (features/offerings/cache.ts) until the offering changes
 * or, for a live session, until it starts and closes.
 */
export function availabilityBody(o: Offering | undefined, locale: Locale, disclosures: AllDisclosures = NO_DISCLOSURES): { value: Buffer; expiresAt: number } {
  if (!o) throw new AppError(404, 'errors:notFound');
  const now = new Date();
  const closes = registrationClosesAt(o);
  // Until the session starts; one that has started no longer changes by itself.
  const expiresAt = closes && closes > now ? closes.getTime() : Number.POSITIVE_INFINITY;
  return { value: Buffer.from(JSON.stringify(availabilityOf(o, locale, now, undefined, bookOf(disclosures, o)))), expiresAt };
}

const isOpen = (o: Offering, now: Date) => isPublished(o) && opensForRegistration(o, now);

function availabilityOf(o: Offering, locale: Locale, now: Date, held: { offerExpiresAt: Date | null } | undefined, book: DisclosureBook): Availability {
  const left = isOpen(o, now) ? seatsLeft(o) : 0;
  return {
    availability: left > 0 || Boolean(held),
    ...(held ? { held_until: held.offerExpiresAt!.toISOString() } : {}),
    team_seat_amount: teamSeatsAvailable(o.teamSeatAmount, left),
    title: titleOf(o, locale),
    course_type: o.courseType,
    variant: o.variant,
    modality: o.modality,
    // Told before registering (ADA CERP standard V): the session's page is its registration page.
    disclosures: sessionDisclosures(o.presenter, book, locale),
  };
}

/** The on-demand courses a visitor can pick when they arrive without a campaign id. */
export async function onDemandCourses(db: NodePgDatabase, locale: Locale) {
  const rows = await onDemandOfferings(db);
  return rows.map((o) => ({ id: o.id, variant: o.variant, title: titleOf(o, locale) }));
}

/** The campaign the registrant arrived from (the kept UTM cookie), stored with the registration. */
export interface Campaign {
  utmSource?: string;
  utmCampaign?: string;
}

export interface RegisterOptions {
  /**
   * Test only: the race test's control run turns the seat row lock off to prove it can see an
   * oversell. The HTTP route never passes it.
   */
  lockSeats?: boolean;
}

export interface RegisterResult {
  id: string;
  status: Status;
  step: Step;
}

/**
 * POST /api/register/: validates the information step for the offering's variant, course type,
 * modality and the request's locale, then in one transaction creates the provider record and its
 * team members and, last, claims the doctor's seat and the team's seats (a conditional update).
 */
export async function register(
  db: NodePgDatabase,
  body: { campaignId: string; holdToken?: unknown },
  locale: Locale,
  opts: RegisterOptions = {},
  campaign: Campaign = {},
): Promise<RegisterResult> {
  const offering = await offeringOr404(db, body.campaignId);
  const holdToken = body.holdToken === undefined ? undefined : parseOrThrow(holdTokenSchema(), body.holdToken);
  if (!isPublished(offering)) throw new AppError(409, 'registration:unavailable');
  if (!opensForRegistration(offering, new Date())) throw new AppError(409, 'registration:sessionStarted');
  const input = parseOrThrow(
    registrationSchema({ variant: offering.variant, courseType: offering.courseType, modality: offering.modality, locale }),
    body,
  );
  // Already paid for this course: the web app opens 'Registration already complete' on this code.
  if (await hasCompleteRegistration(db, offering.id, input.email)) throw new AppError(409, 'registration:alreadyComplete', {}, REGISTRATION_COMPLETE_CODE);
  // A session priced only in the other currency is not sold to this practice's country (issue 50):
  // said at the country field, before a record is made, with the checkout's words.
  if (feeIn(offering, currencyFor(input.country as RegistrationCountry)) === null) throw fieldError('country', CHECKOUT_MSG.notPricedInCurrency);
  if (input.teamMembers.length > offering.teamSeatAmount) throw new AppError(409, 'registration:team.soldOut');
  const dsoProblem = input.dsoCode ? await dsoCodeProblem(db, input.dsoCode) : null;
  if (dsoProblem) throw fieldError('dsoCode', dsoProblem);
  const lock = opts.lockSeats ?? true;
  const status = nextStatus(null, 'registered', offering.courseType)!;

  return retryTransaction(() =>
    db.transaction(async (tx) => {
      // One person's double submission waits here for the first (and then finds its record); other
      // registrants do not: the session's seat row is taken only by the claim at the end.
      await lockPersonOnSession(tx, offering.id, input.email);
      if (await hasOpenRegistration(tx, offering.id, input.email)) throw new AppError(409, 'registration:alreadyRegistered');
      // A seat offered from the waiting list is already held (counted as taken).
      const held = holdToken ? await findHold(tx, offering.id, holdToken, { lock: true }) : undefined;
      if (holdToken && !held) throw new AppError(409, WAITING_LIST_MSG.holdInvalid);
      const id = await insertRegistration(tx, {
        offeringId: offering.id, status, courseType: offering.courseType, variant: offering.variant, locale, input, campaign,
      });
      await recordSteps(tx, id, stepsReached(null, status, 'registered'));
      if (held) await markHoldClaimed(tx, held.id, id);
      await emitWebhookEvent(tx, 'registration.created', {
        registrationId: id, sessionId: offering.id, courseType: offering.courseType, locale, country: input.country, status,
        email: input.email, firstName: input.firstName, lastName: input.lastName, createdAt: new Date().toISOString(),
      });
      // Last, so the session's row is locked only from here to the commit: the doctor's seat first
      // (when it is gone the course is sold out whatever the team size), then the team's. A refusal
      // rolls back everything above.
      if (!held && !(await claimSeats(tx, offering.id, 1, { lock }))) throw new AppError(409, 'registration:soldOut');
      if (input.teamMembers.length && !(await claimSeats(tx, offering.id, input.teamMembers.length, { lock }))) {
        throw new AppError(409, 'registration:team.soldOut');
      }
      return { id, status, step: stepOf(status) };
    }),
  );
}
