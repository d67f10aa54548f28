import { sessionDisclosures } from '@portal/domain/ce-records/disclosure';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { hasLimitedPortalView } from '@portal/domain/completion/completion';
import { ceHours } from '@portal/domain/course/course';
import type { ConfirmationDetails, ConfirmationView } from '@portal/domain/completion/views';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { stepOf } from '@portal/domain/registration/status';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { findOffering } from '../offerings/store';
import { findRegistration } from '../registration/store';
import { isLiveSession, sessionLocation } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { assignClinId } from '../checkout/clin-id';
import { courseView } from '../checkout/course-view';
import { hasPaidOrder } from '../checkout/store';
import { enrolmentCalendarPath } from '../enrolment/service';
import { paymentReceiptLink } from '../receipts/service';
import { ticketLinks } from '../check-in/documents';
import { sessionBook } from '../disclosures/store';
import { PAID_BROWSER_MINUTES } from '@portal/domain/my-registration/links';

/**
 * GET /api/confirmation/{id}: the complete registration's user ID and course, for the completion
 * page and the campaign confirmation pages: what the spec's completion page shows, and no more (an
 * id is no proof of anything: staff, rosters, exports and webhooks carry it; issue 50). 409 until
 * the registration is complete. A record that reached completion without paying here (sold outside
 * the portal, created by the campaign import) gets its ClinID the first time it is read: the same
 * rule as at payment, set once (a conditional update), so concurrent first reads agree.
 */
export async function getConfirmation(db: NodePgDatabase, id: string, locale: Locale): Promise<ConfirmationView> {
  const row = await completeRegistration(db, id);
  row.clinId ??= await db.transaction((tx) => assignClinId(tx, row.id));
  const offering = await findOffering(db, row.offeringId);
  if (!offering) throw new AppError(404, 'errors:notFound');
  return {
    id: row.id,
    status: row.status,
    courseType: row.courseType,
    clinId: row.clinId,
    limitedPortalView: hasLimitedPortalView(row.courseType) && row.status !== 'completed',
    course: registeredCourse(offering, row, locale),
    disclosures: sessionDisclosures(offering.presenter, await sessionBook(db, offering), locale),
  };
}

/** Test-only: the control run serves the details without the proof, as GET /api/confirmation/{id} did before issue 50. */
export interface DetailsTestOptions {
  requireProof?: boolean;
}

/**
 * GET /api/confirmation/{id}/details: the registrant's name and e-mail address, the receipt and the
 * door tickets, only to the browser that just paid (`paidBrowser`: the signed paid_registration
 * cookie, paid-browser.ts, as for the page's link). Anywhere else 403 with what to do instead
 * (the confirmation e-mail carries the same; the page's button mails the registration's link).
 */
export async function getConfirmationDetails(db: NodePgDatabase, id: string, paidBrowser: boolean, test: DetailsTestOptions = {}): Promise<ConfirmationDetails> {
  const row = await completeRegistration(db, id);
  if (!paidBrowser && test.requireProof !== false) throw new AppError(403, 'completion:errors.otherBrowser', { minutes: PAID_BROWSER_MINUTES });
  return {
    firstName: row.firstName,
    email: row.email,
    confirmationEmailed: await hasPaidOrder(db, row.id),
    receipt: await paymentReceiptLink(db, row.id),
    tickets: (await ticketLinks(db, row.id)).map(({ name, qrUrl, pdfUrl }) => ({ name, qrUrl, pdfUrl })),
  };
}

async function completeRegistration(db: NodePgDatabase, id: string): Promise<RegistrationRow> {
  const row = PUBLIC_ID_PATTERN.test(id) ? await findRegistration(db, id) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  if (stepOf(row.status) !== 'complete') throw new AppError(409, 'errors:wrongStep');
  return row;
}

/** The course a registration is for, as the completion page and the registrant's own page show it. */
export function registeredCourse(offering: Offering, row: Pick<RegistrationRow, 'id' | 'locale'>, locale: Locale): ConfirmationView['course'] {
  return {
    ...courseView(offering, locale),
    // The hours the registrant earns depend on the locale they registered in, not on the reader's.
    ceHours: ceHours(offering, row.locale),
    meetingUrl: offering.meetingUrl,
    when: isLiveSession(offering) ? formatSessionWhen(offering, locale) : null,
    location: offering.modality === 'in_person' && offering.courseType === 'live' ? sessionLocation(offering) || null : null,
    calendarPath: isLiveSession(offering) ? enrolmentCalendarPath(row.id) : null,
  };
}
