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
import { insertLink, recentLinks, registrationOfLink, registrationsOfEmail, revokeLinks } from './store';

/**
 * A new link to a registration's own page, in the caller's transaction: a 128-bit token, only its
 * hash stored, working until linkExpiresAt (domain/my-registration/links.ts). Returns the page's address.
 */
export async function mintLink(tx: NodePgDatabase, reg: { id: string; locale: Locale; offering: Pick<Offering, 'endsAt'> }, publicUrl: string, source: LinkSource): Promise<string> {
  const token = newPublicId();
  await insertLink(tx, { tokenHash: hashToken(token), registrationId: reg.id, expiresAt: linkExpiresAt(reg.offering, new Date()), source });
  return myRegistrationUrl(publicUrl, token, reg.locale);
}

/**
 * POST /api/my-registrations: mails a link to every registration of the address, the older links
 * revoked. The answer is the same whether or not the address is known, and whether or not this
 * address's limit (FIND_MAILS_PER_ADDRESS an hour) held the mail back: nothing tells a stranger
 * that an address registered. The client address's limit is the route's.
 */
export async function findMyRegistrations(db: NodePgDatabase, email: string, publicUrl: string): Promise<{ sent: true }> {
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const found = await registrationsOfEmail(tx, email);
      if (!found.length) return;
      const ids = found.map((r) => r.id);
      if ((await recentLinks(tx, ids, 'find', FIND_MAIL_WINDOW_MINUTES)) >= FIND_MAILS_PER_ADDRESS * ids.length) return;
      await revokeLinks(tx, ids);
      const locale = found[0].locale;
      const lines: string[] = [];
      for (const reg of found) lines.push(courseLine(reg.offering, locale), await mintLink(tx, reg, publicUrl, 'find'), '');
      const t = translator(locale);
      await enqueueMail(tx, {
        to: email,
        subject: t('my-registration:find.mailSubject'),
        text: `${t('my-registration:find.mailGreeting', { name: found[0].firstName })}\n\n${t('my-registration:find.mailBody')}\n\n${lines.join('\n')}\n${t('my-registration:find.mailOldLinks')}\n`,
        locale,
      });
    }),
  );
  return { sent: true };
}

/** A registration's line in the mail: the course's title, and a live session's date and hours. */
function courseLine(offering: Offering, locale: Locale): string {
  const { title } = courseView(offering, locale);
  if (!isLiveSession(offering)) return title;
  const when = formatSessionWhen(offering, locale);
  return `${title}: ${when.date}, ${when.time}`;
}

/** The registration a token opens; an unknown, revoked or expired one gets the same clear answer (410) and nothing else. */
export async function registrationOfToken(db: NodePgDatabase, token: string): Promise<string> {
  const id = LINK_TOKEN_PATTERN.test(token) ? await registrationOfLink(db, hashToken(token)) : undefined;
  if (!id) throw new AppError(410, 'my-registration:linkInvalid');
  return id;
}
