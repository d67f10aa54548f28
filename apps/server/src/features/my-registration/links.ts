import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { FIND_MAIL_WINDOW_MINUTES, FIND_MAILS_PER_ADDRESS, LINK_TOKEN_PATTERN, linkExpiresAt, myRegistrationUrl, type LinkSource } from '@portal/domain/my-registration/links';
import { isLiveSession } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { retryTransaction } from '../../db/retry-transaction';
import type { Offering } from '../../db/schema/offerings';
import { enqueueMail } from '../../platform/mail/outbox';
import { translator } from '../../platform/i18n';
import { newPublicId } from '../../platform/security/ids';
import { courseView } from '../checkout/course-view';
import { hashToken } from '../resume/service';
import { insertLink, linkOfToken, recentLinks, registrationsOfEmail, revokeLinksBefore } from './store';
import { queueFind } from './find-queue';
import { transcriptRecords } from '../transcripts/store';
import { countsAsCe, transcriptUrl } from '@portal/domain/ce-records/transcript';

/**
 * A new link to a registration's own page, in the caller's transaction: a 128-bit token, only its
 * hash stored, working until linkExpiresAt (domain/my-registration/links.ts). Returns the page's address.
 */
export async function mintLink(tx: NodePgDatabase, reg: { id: string; locale: Locale; offering: Pick<Offering, 'endsAt'> }, publicUrl: string, source: LinkSource): Promise<string> {
  return myRegistrationUrl(publicUrl, await mintToken(tx, reg, source), reg.locale);
}

/** The token itself (mintLink's), for an address other than the page's (the transcript's, in the "Find" mail). */
async function mintToken(tx: NodePgDatabase, reg: { id: string; offering: Pick<Offering, 'endsAt'> }, source: LinkSource): Promise<string> {
  const token = newPublicId();
  await insertLink(tx, { tokenHash: hashToken(token), registrationId: reg.id, expiresAt: linkExpiresAt(reg.offering, new Date()), source });
  return token;
}

/**
 * POST /api/my-registrations (issue 50 item 5): only queues the look-up (find-queue.ts), in a
 * transaction of its own: the same work, the same answer and so the same time whether or not the
 * address registered, and whether or not its limit holds the mail back. The client address's limit
 * is the route's; the job does the rest (mailFoundLinks).
 */
export async function findMyRegistrations(db: NodePgDatabase, email: string): Promise<{ sent: true }> {
  await db.transaction((tx) => queueFind(tx, email));
  return { sent: true };
}

/**
 * The job: mails a new link to every registration of the address, at most FIND_MAILS_PER_ADDRESS
 * mails in FIND_MAIL_WINDOW_MINUTES (more are silently not sent). The older links are not revoked
 * here: anyone may type the address, and a probe must not cut the registrant off. Opening one of
 * the new links proves the mailbox, and that revokes the older ones (registrationOfToken).
 */
export async function mailFoundLinks(db: NodePgDatabase, email: string, publicUrl: string): Promise<void> {
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const found = await registrationsOfEmail(tx, email);
      if (!found.length) return;
      const ids = found.map((r) => r.id);
      if ((await recentLinks(tx, ids, 'find', FIND_MAIL_WINDOW_MINUTES)) >= FIND_MAILS_PER_ADDRESS * ids.length) return;
      const locale = found[0].locale;
      const lines: string[] = [];
      for (const reg of found) lines.push(courseLine(reg.offering, locale), await mintLink(tx, reg, publicUrl, 'find'), '');
      const t = translator(locale);
      // The CE transcript (issue 52) when the address has a course to list: a link of its own to the
      // newest registration (the same capability as its page's: the mailbox is the proof, not the address).
      const transcript = (await transcriptRecords(tx, email)).some(countsAsCe)
        ? `${t('my-registration:find.mailTranscript')}\n${transcriptUrl(publicUrl, await mintToken(tx, found[0], 'transcript'), locale)}\n\n`
        : '';
      await enqueueMail(tx, {
        to: email,
        subject: t('my-registration:find.mailSubject'),
        text: `${t('my-registration:find.mailGreeting', { name: found[0].firstName })}\n\n${t('my-registration:find.mailBody')}\n\n${lines.join('\n')}\n${transcript}${t('my-registration:find.mailOldLinks')}\n`,
        locale,
      });
    }),
  );
}

/** A registration's line in the mail: the course's title, and a live session's date and hours. */
function courseLine(offering: Offering, locale: Locale): string {
  const { title } = courseView(offering, locale);
  if (!isLiveSession(offering)) return title;
  const when = formatSessionWhen(offering, locale);
  return `${title}: ${when.date}, ${when.time}`;
}

/**
 * The registration a token opens; an unknown, revoked or expired one gets the same clear answer
 * (410) and nothing else. A "Find my registrations" link opened proves its reader has the mailbox:
 * the registration's links made before it stop working (the forwarded ones; a no-op once done).
 */
export async function registrationOfToken(db: NodePgDatabase, token: string): Promise<string> {
  const link = LINK_TOKEN_PATTERN.test(token) ? await linkOfToken(db, hashToken(token)) : undefined;
  if (!link) throw new AppError(410, 'my-registration:linkInvalid');
  if (link.source === 'find') await revokeLinksBefore(db, link.registrationId, link.createdAt);
  return link.registrationId;
}
