import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { canChange } from '@portal/domain/my-registration/policy';
import { planTeamChange, teamCapHolds } from '@portal/domain/my-registration/team';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { duplicateTeamEmails, FIELD_MSG, type TeamMember } from '@portal/domain/registration/schema';
import { retryTransaction } from '../../db/retry-transaction';
import { offerings } from '../../db/schema/offerings';
import { teamMembers } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { issueTickets, voidMemberTickets } from '../check-in/tickets';
import { claimSeats } from '../offerings/store';
import { fieldErrors } from '../registration/parse';
import { writeAudit } from '../staff/audit';
import { emitWebhookEvent } from '../webhooks/emit';
import { registrantActor } from './actor';
import { teamChangedMail, type ChangeMailDeps } from './change-mail';
import { registrationOfToken } from './links';
import { CHANGE_MSG, lockOwnRegistration } from './own-registration';
import { policyOf } from './policy';
import { getMyRegistration } from './view';

export interface TeamHooks {
  /** Test only: the race test's control run claims the added seats without the conditional update. */
  lockSeats?: boolean;
  /** Test only: runs once the claim has read the seats (see claimSeats). */
  afterSeatRead?: () => Promise<void>;
}

const same = (a: TeamMember, b: { type: string; email: string; firstName: string; lastName: string }) =>
  a.type === b.type && a.email === b.email && a.firstName === b.firstName && a.lastName === b.lastName;

/**
 * PUT /api/my-registration/{token}/team: the whole team as it should be (domain my-registration/team.ts
 * says who is kept, replaced or added). In one transaction, with the registration locked: the
 * registration form's rules (each member valid, no address twice, not the doctor's own), the
 * session's changes cut-off, its team seats per registration, and a seat claimed for each added
 * member with the same conditional update as registering. A replaced member's door ticket is
 * voided and the newcomer gets one, as does each added member (once the registration is paid).
 * Audited and announced (webhook, mail to the registrant listing the team) as done by the registrant.
 */
export async function changeMyTeam(db: NodePgDatabase, deps: ChangeMailDeps, token: string, members: TeamMember[], locale: Locale, hooks: TeamHooks = {}): Promise<MyRegistrationView> {
  const id = await registrationOfToken(db, token);
  const duplicates = (email: string) => duplicateTeamEmails(email, members);
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const row = await lockOwnRegistration(tx, id);
      const twice = duplicates(row.email);
      if (twice.length) throw fieldErrors(twice.map((i) => ({ path: ['teamMembers', i, 'email'], message: FIELD_MSG.duplicateEmail })));
      const [session] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
      if (!canChange(policyOf(session), session, new Date())) throw new AppError(409, CHANGE_MSG.tooLate);
      const current = await tx.select().from(teamMembers).where(eq(teamMembers.registrationId, id)).orderBy(asc(teamMembers.lastName), asc(teamMembers.firstName), asc(teamMembers.id));
      const plan = planTeamChange(current, members);
      if (!plan) throw new AppError(422, CHANGE_MSG.teamShrinks, { count: current.length });
      if (!teamCapHolds(current.length, members.length, session.teamSeatAmount)) throw new AppError(422, CHANGE_MSG.teamTooLarge, { max: session.teamSeatAmount });
      const corrected = plan.kept.filter((k) => !same(k.member, current.find((c) => c.id === k.id)!));
      if (!corrected.length && !plan.replaced.length && !plan.added.length) return;
      // The seats for newcomers first: a session with none left refuses before anything is written.
      if (plan.added.length && !(await claimSeats(tx, session.id, plan.added.length, { lock: hooks.lockSeats ?? true, afterRead: hooks.afterSeatRead }))) {
        throw new AppError(409, CHANGE_MSG.teamSoldOut);
      }
      for (const { id: memberId, member } of [...corrected, ...plan.replaced]) await tx.update(teamMembers).set(member).where(eq(teamMembers.id, memberId));
      if (plan.added.length) await tx.insert(teamMembers).values(plan.added.map((m) => ({ id: newPublicId(), registrationId: id, ...m })));
      await voidMemberTickets(tx, id, plan.replaced.map((r) => r.id), 'replaced');
      await issueTickets(tx, id);
      const now = new Date();
      const counts = { teamSize: members.length, added: plan.added.length, replaced: plan.replaced.length };
      await emitWebhookEvent(tx, 'registration.team_changed', { registrationId: id, sessionId: session.id, ...counts, changedAt: now.toISOString() });
      // Counts and member ids only: the people's names and addresses stay in the registration (erased with it).
      await writeAudit(tx, registrantActor(row), {
        entity: 'registration', entityId: id, action: 'change_team',
        before: { teamSize: current.length }, after: { ...counts, replacedMemberIds: plan.replaced.map((r) => r.id), corrected: corrected.length },
      });
      await enqueueMail(tx, await teamChangedMail(tx, row, session, members, deps));
    }),
  );
  return getMyRegistration(db, token, locale);
}
