import { MAX_TEAM_MEMBERS } from '../registration/schema';
import type { MyRegistrationActions } from './actions';
import { cancellationTerms, canChange, changesUntil, type CancellationTerms, type SelfServicePolicy } from './policy';

/** What the registrant's page and the actions' transactions read of a registration (issue 42). */
export interface RegistrantActionsInput {
  policy: SelfServicePolicy;
  session: { courseType: string; startsAt: Date | string | null; teamSeatAmount: number; seatsLeft: number };
  /** Cancelled or refunded in full: nothing more can be done. */
  ended: boolean;
  /** The paid order (null before paying): its total, what was refunded of it already, and when it was paid. */
  paid: { totalCents: number; refundedCents: number; currency: string; at: Date } | null;
  /** What the registration pays in (its country's currency), for the terms of one not paid yet. */
  currency: string;
  /** Past the payment step: with no paid order here (imported, or paid elsewhere), nothing is cancelled from the page. */
  complete: boolean;
  teamSize: number;
}

export type CancelTerms = Omit<CancellationTerms, 'share'> & { share: CancellationTerms['share'] | 'unpaid' };

/**
 * What cancelling now gives back: the policy's terms on what was paid and is not refunded yet.
 * Before paying there is nothing to give back, and cancelling frees the seats the registration
 * holds, until a live session starts.
 */
export function cancelTermsOf(input: { policy: SelfServicePolicy; session: { courseType: string; startsAt: Date | string | null }; paid: RegistrantActionsInput['paid'] }, now: Date): CancelTerms {
  const { policy, session, paid } = input;
  if (!paid) {
    const started = session.courseType === 'live' && session.startsAt !== null && now.getTime() >= new Date(session.startsAt).getTime();
    return { allowed: !started, refundCents: 0, share: 'unpaid', fullRefundUntil: null };
  }
  return cancellationTerms(policy, session, { cents: Math.max(0, paid.totalCents - paid.refundedCents), at: paid.at }, now);
}

/**
 * The most team members a registration may hold now: its own team plus what the session's team
 * seats per registration still allow, as far as the session's free seats go, never above the form's
 * limit (and never below the team it already holds: staff may have lowered the team seats since).
 */
export function maxTeamMembersOf(teamSize: number, teamSeatAmount: number, seatsLeft: number): number {
  return Math.min(MAX_TEAM_MEMBERS, Math.max(teamSize, Math.min(teamSeatAmount, teamSize + Math.max(0, seatsLeft))));
}

/**
 * What the registrant may do now, within the session's policy: cancel (with what comes back, once
 * paid; freeing the seats before; until the session starts), and move or change the team (a live session, until the
 * changes cut-off). The page shows this before the click; each action's transaction decides again.
 */
export function registrantActions(input: RegistrantActionsInput, now: Date): MyRegistrationActions {
  const { policy, session, ended, paid, teamSize, currency } = input;
  // Complete with no paid order here: an imported registration, paid elsewhere; staff cancel it.
  const terms = ended || (!paid && input.complete) ? null : cancelTermsOf(input, now);
  const live = session.courseType === 'live' && session.startsAt !== null;
  const open = !ended && canChange(policy, session, now);
  const until = changesUntil(policy, session);
  return {
    cancel: terms
      ? {
          allowed: terms.allowed,
          refundCents: terms.refundCents,
          currency: paid?.currency ?? currency,
          share: terms.share,
          fullRefundUntil: terms.fullRefundUntil?.toISOString() ?? null,
          // After the on-demand window nothing comes back: no share to explain.
          lateRefundPercent: live ? policy.lateRefundPercent : 0,
        }
      : null,
    changesUntil: until?.toISOString() ?? null,
    canMove: open,
    canChangeTeam: open,
    maxTeamMembers: open ? maxTeamMembersOf(teamSize, session.teamSeatAmount, session.seatsLeft) : teamSize,
  };
}
