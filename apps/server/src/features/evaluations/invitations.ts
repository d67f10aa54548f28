import { and, eq, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { retryTransaction } from '../../db/retry-transaction';
import { certificates } from '../../db/schema/certificates';
import { evaluationInvitations } from '../../db/schema/evaluations';
import { registrations } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { courseView } from '../checkout/course-view';
import { mintLink } from '../my-registration/links';
import { findOffering } from '../offerings/store';

/** Every minute, beside the certificates job: the invitation follows the attendance within a minute. */
export const EVALUATION_INVITATIONS_CRON = '* * * * *';
/** At most this many invitations a run; the next run takes the rest. */
const BATCH = 200;

/**
 * Mails the invitation to evaluate, once per registration (issue 52, item 2), to every registration
 * whose certificate was issued (attendance marked on a started session, or the on-demand course
 * completed: the same moment the evaluation opens) and not invited yet, still standing (not
 * cancelled, refunded or erased). Each is claimed by inserting its invitation row first, in the
 * transaction that queues its mail, so two instances (or the job and a route) never both send it.
 * The mail carries a new link to the registrant's own page, where the evaluation is. Returns how
 * many were mailed. The certificates issued before evaluations existed were marked invited by the
 * migration (0039), so none of them is mailed.
 */
export async function inviteDueEvaluations(db: NodePgDatabase, publicUrl: string): Promise<number> {
  const due = await db
    .select({ id: registrations.id })
    .from(certificates)
    .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
    .leftJoin(evaluationInvitations, eq(evaluationInvitations.registrationId, certificates.registrationId))
    .where(and(isNull(evaluationInvitations.registrationId), isNull(registrations.cancelledAt), isNull(registrations.refundedAt), isNull(registrations.anonymisedAt)))
    .orderBy(certificates.issuedAt)
    .limit(BATCH);
  let mailed = 0;
  for (const { id } of due) if (await inviteOne(db, id, publicUrl)) mailed++;
  return mailed;
}

async function inviteOne(db: NodePgDatabase, registrationId: string, publicUrl: string): Promise<boolean> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const claimed = await tx.insert(evaluationInvitations).values({ registrationId }).onConflictDoNothing().returning({ id: evaluationInvitations.registrationId });
      if (!claimed.length) return false;
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
      const offering = row && (await findOffering(tx, row.offeringId));
      if (!row || !offering) return false;
      const t = translator(row.locale);
      const title = courseView(offering, row.locale).title;
      const url = await mintLink(tx, { id: row.id, locale: row.locale, offering }, publicUrl, 'mail');
      await enqueueMail(tx, {
        to: row.email,
        subject: t('evaluation:mail.subject', { title }),
        text: [t('completion:email.greeting', { name: row.firstName }), t('evaluation:mail.body', { title }), `${url}#evaluation`, t('evaluation:mail.once')].join('\n\n') + '\n',
        locale: row.locale,
      });
      return true;
    }),
  );
}
