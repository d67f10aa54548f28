import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { PAGE_LINK_MAILS_PER_HOUR, PAGE_LINKS_PER_HOUR, type PageLinkResult } from '@portal/domain/my-registration/links';
import { endedState } from '@portal/domain/registration/ended';
import { stepOf } from '@portal/domain/registration/status';
import { retryTransaction } from '../../db/retry-transaction';
import { registrations } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { courseView } from '../checkout/course-view';
import { findOffering } from '../offerings/store';
import { mintLink } from './links';
import { recentLinks } from './store';

/** Test-only: the control run turns the proof off to show the hole it closes (an id alone opened the page). */
export interface PageLinkTestOptions {
  requireProof?: boolean;
}

/**
 * POST /api/confirmation/{id}/my-registration-link (issue 42 item 1, issue 50 item 3): the way from
 * the 'All set!' page to the registration's own page. The id is no proof of anything (staff, rosters,
 * exports and webhooks carry it), so the page's address is answered only to the browser that just
 * paid (`paidBrowser`, the signed cookie of paid-browser.ts); anywhere else the press mails a new link
 * to the registrant's address and answers `{ mailed: true }`, the same answer when the per-registration
 * limit (PAGE_LINK_MAILS_PER_HOUR) held the mail back. Never drawn into the page, its server render or a cache.
 *
 * Only a complete registration (before that, the confirmation's own 409); a cancelled or refunded
 * one answers the funnel's 410, an unknown or erased one 404: what GET /api/confirmation/{id} tells
 * already. The paid browser's presses are limited to PAGE_LINKS_PER_HOUR a registration (429),
 * besides the route's limit per client (a limit on presses, not a claim on something scarce: two
 * presses at once may both pass its last step).
 */
export async function linkFromConfirmation(
  db: NodePgDatabase,
  req: { id: string; publicUrl: string; locale: Locale; paidBrowser: boolean },
  test: PageLinkTestOptions = {},
): Promise<PageLinkResult> {
  const { id, publicUrl, locale } = req;
  if (!PUBLIC_ID_PATTERN.test(id)) throw new AppError(404, 'errors:notFound');
  return retryTransaction(() =>
    db.transaction(async (tx): Promise<PageLinkResult> => {
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id));
      if (!row || row.anonymisedAt) throw new AppError(404, 'errors:notFound');
      const ended = endedState(row);
      if (ended) throw new AppError(410, ended === 'cancelled' ? 'errors:registrationCancelled' : 'errors:registrationRefunded');
      if (stepOf(row.status) !== 'complete') throw new AppError(409, 'errors:wrongStep');
      const offering = await findOffering(tx, row.offeringId);
      if (!offering) throw new AppError(404, 'errors:notFound');
      if (req.paidBrowser || test.requireProof === false) {
        if ((await recentLinks(tx, [id], 'page', 60)) >= PAGE_LINKS_PER_HOUR) throw new AppError(429, 'errors:tooManyRequests');
        return { url: await mintLink(tx, { id, locale, offering }, publicUrl, 'page') };
      }
      if ((await recentLinks(tx, [id], 'page-mail', 60)) >= PAGE_LINK_MAILS_PER_HOUR) return { mailed: true };
      // The registrant's own locale, not the reader's: the mail goes to them.
      const url = await mintLink(tx, { id, locale: row.locale, offering }, publicUrl, 'page-mail');
      const t = translator(row.locale);
      await enqueueMail(tx, {
        to: row.email,
        subject: t('my-registration:pageMail.mailSubject'),
        text: [
          t('completion:email.greeting', { name: row.firstName }),
          t('my-registration:pageMail.mailBody', { title: courseView(offering, row.locale).title }),
          url,
          t('my-registration:pageMail.mailIgnore'),
        ].join('\n\n') + '\n',
        locale: row.locale,
      });
      return { mailed: true };
    }),
  );
}
