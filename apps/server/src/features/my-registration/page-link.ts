import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { PAGE_LINKS_PER_HOUR } from '@portal/domain/my-registration/links';
import { endedState } from '@portal/domain/registration/ended';
import { stepOf } from '@portal/domain/registration/status';
import { retryTransaction } from '../../db/retry-transaction';
import { registrations } from '../../db/schema/registration';
import { findOffering } from '../offerings/store';
import { mintLink } from './links';
import { recentLinks } from './store';

/**
 * POST /api/confirmation/{id}/my-registration-link (issue 42 item 1): the way from the 'All set!'
 * page to the registration's own page. That page is addressed by the registration's id, as every
 * funnel step is, so the link is made only when the registrant presses for it (never drawn into the
 * page, its server render or a cache) and answered as the page's address, in the reader's locale;
 * the links already made keep working (the confirmation mail's among them).
 *
 * Only a complete registration (before that, the confirmation's own 409); a cancelled or refunded
 * one answers the funnel's 410, an unknown or erased one 404. Each press makes a link: at most
 * PAGE_LINKS_PER_HOUR a registration (429), besides the route's limit per client (a limit on
 * presses, not a claim on something scarce: two presses at once may both pass its last step).
 */
export async function linkFromConfirmation(db: NodePgDatabase, id: string, publicUrl: string, locale: Locale): Promise<{ url: string }> {
  if (!PUBLIC_ID_PATTERN.test(id)) throw new AppError(404, 'errors:notFound');
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id));
      if (!row || row.anonymisedAt) throw new AppError(404, 'errors:notFound');
      const ended = endedState(row);
      if (ended) throw new AppError(410, ended === 'cancelled' ? 'errors:registrationCancelled' : 'errors:registrationRefunded');
      if (stepOf(row.status) !== 'complete') throw new AppError(409, 'errors:wrongStep');
      const offering = await findOffering(tx, row.offeringId);
      if (!offering) throw new AppError(404, 'errors:notFound');
      if ((await recentLinks(tx, [id], 'page', 60)) >= PAGE_LINKS_PER_HOUR) throw new AppError(429, 'errors:tooManyRequests');
      return { url: await mintLink(tx, { id, locale, offering }, publicUrl, 'page') };
    }),
  );
}
